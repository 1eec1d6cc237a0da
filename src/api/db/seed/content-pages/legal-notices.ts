import type { InitialContentPage } from './initial-page'

export const legalNotices: InitialContentPage = {
  slug: 'mentions-legales',
  layout: 'article',
  title: {
    fr: 'Mentions légales',
    ar: 'الإشعارات القانونية',
  },
  description: {
    fr: 'Éditeur, hébergeur, propriété intellectuelle et protection des données personnelles du site Ma Source, livraison d’eau et de boissons à domicile au Maroc.',
    ar: 'ناشر موقع ما سورس ومستضيفه، والملكية الفكرية، وحماية المعطيات الشخصية، لخدمة توصيل المياه والمشروبات إلى المنازل في المغرب.',
  },
  sections: [
    {
      heading: { fr: 'Éditeur du site', ar: 'ناشر الموقع' },
      paragraphs: {
        fr: [
          'Le site Ma Source est édité par Ma Source SARL, société à responsabilité limitée de droit marocain au capital de [à compléter] dirhams, dont le siège social est situé [adresse à compléter], Casablanca, Maroc.',
          'Registre du commerce (RC) de Casablanca : [à compléter]. Identifiant commun de l’entreprise (ICE) : [à compléter]. Identifiant fiscal (IF) : [à compléter]. Taxe professionnelle : [à compléter].',
          'Directeur de la publication : [à compléter], gérant de Ma Source SARL.',
          'Pour nous joindre, utilisez le téléphone ou l’adresse e-mail indiqués sur la page « Nous contacter ». Notre service client répond du lundi au samedi, de 8 h à 20 h.',
        ],
        ar: [
          'يصدر موقع ما سورس عن شركة «ما سورس ش.م.م» (Ma Source SARL)، وهي شركة ذات مسؤولية محدودة خاضعة للقانون المغربي، رأسمالها [يُستكمل] درهم، ويوجد مقرها الاجتماعي في [العنوان يُستكمل]، الدار البيضاء، المغرب.',
          'رقم السجل التجاري بالدار البيضاء: [يُستكمل]. المعرّف الموحّد للمقاولة (ICE): [يُستكمل]. رقم التعريف الضريبي (IF): [يُستكمل]. الرسم المهني: [يُستكمل].',
          'مدير النشر: [يُستكمل]، مسيّر شركة ما سورس ش.م.م.',
          'للتواصل معنا، استعملوا رقم الهاتف أو البريد الإلكتروني المبيّنين في صفحة «اتصل بنا». تجيبكم خدمة الزبناء من الاثنين إلى السبت، من الساعة الثامنة صباحاً إلى الثامنة مساءً.',
        ],
      },
    },
    {
      heading: { fr: 'Hébergement', ar: 'استضافة الموقع' },
      paragraphs: {
        fr: [
          'Le site est hébergé par [nom de l’hébergeur à compléter], [adresse à compléter].',
          'Les données des clients sont conservées sur des serveurs sécurisés. Tout transfert de ces données vers un pays étranger se fait dans les conditions prévues par la loi n° 09-08 et, lorsque celle-ci l’exige, avec l’autorisation de la CNDP.',
        ],
        ar: [
          'يستضيف الموقعَ [اسم المستضيف يُستكمل]، [العنوان يُستكمل].',
          'تُحفظ معطيات الزبناء على خوادم مؤمَّنة. ولا يتم نقل هذه المعطيات إلى بلد أجنبي إلا وفق الشروط التي ينص عليها القانون رقم 09.08، وبإذن من اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي كلما اشترط القانون ذلك.',
        ],
      },
    },
    {
      heading: { fr: 'Propriété intellectuelle', ar: 'الملكية الفكرية' },
      paragraphs: {
        fr: [
          'Les éléments du site (textes, mise en page, logo, photographies, illustrations et logiciels) appartiennent à Ma Source SARL ou sont utilisés avec l’autorisation de leurs auteurs. Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite et peut constituer une contrefaçon au sens de la loi n° 2-00 relative aux droits d’auteur et droits voisins.',
          'Les marques et logos des produits vendus (Sidi Ali, Ain Atlas, Oulmès, Bahia, Orangina, Glass, Vitalya, Purifya, Timeless Oulmès) appartiennent à leurs titulaires respectifs. Ils ne figurent sur le site que pour présenter ces produits.',
        ],
        ar: [
          'جميع عناصر الموقع (النصوص والتصميم والشعار والصور والرسوم والبرمجيات) مملوكة لشركة ما سورس ش.م.م أو مستعملة بإذن من أصحابها. ويُمنع نسخها أو عرضها أو نشرها، كلياً أو جزئياً، دون إذن كتابي مسبق، وقد يُعدّ ذلك تزييفاً بمفهوم القانون رقم 2.00 المتعلق بحقوق المؤلف والحقوق المجاورة.',
          'العلامات التجارية وشعارات المنتجات المعروضة للبيع (سيدي علي، عين أطلس، والماس، باهية، أورانجينا، غلاس، فيتاليا، بيوريفيا، تايملس والماس) ملك لأصحابها، ولا تظهر في الموقع إلا لتقديم هذه المنتجات.',
        ],
      },
    },
    {
      heading: { fr: 'Données personnelles', ar: 'المعطيات الشخصية' },
      paragraphs: {
        fr: [
          'Ma Source SARL traite les données que vous lui confiez (nom, téléphone, adresse de livraison, e-mail, historique des commandes) pour gérer votre compte, préparer et livrer vos commandes, répondre à vos demandes et, si vous l’acceptez, vous envoyer nos offres.',
          'Ces traitements respectent la loi n° 09-08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel. Ils ont été déclarés à la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP) sous le numéro [à compléter].',
          'Vos données ne sont communiquées qu’aux équipes de Ma Source SARL et à ses livreurs, dans la limite de ce qui est nécessaire à la livraison. Elles ne sont jamais vendues ni louées. Elles sont conservées pendant la relation commerciale, puis archivées pendant les durées imposées par la loi, notamment comptable.',
          'Vous disposez d’un droit d’accès, de rectification et d’opposition pour motif légitime. Vous pouvez l’exercer depuis votre espace client, rubrique « Mes données personnelles », ou en écrivant à notre service client. Vous pouvez aussi saisir la CNDP (www.cndp.ma).',
        ],
        ar: [
          'تعالج شركة ما سورس ش.م.م المعطيات التي تدلون بها (الاسم، الهاتف، عنوان التوصيل، البريد الإلكتروني، سجل الطلبات) من أجل تدبير حسابكم، وتحضير طلباتكم وتوصيلها، والرد على استفساراتكم، وإرسال عروضنا إليكم إذا وافقتم على ذلك.',
          'تخضع هذه المعالجات للقانون رقم 09.08 المتعلق بحماية الأشخاص الذاتيين تجاه معالجة المعطيات ذات الطابع الشخصي، وقد صُرّح بها لدى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي تحت رقم [يُستكمل].',
          'لا يطّلع على معطياتكم إلا مستخدمو شركة ما سورس وعمال التوصيل التابعون لها، وفي حدود ما يلزم لإيصال الطلبات. ولا تُباع هذه المعطيات ولا تُؤجَّر أبداً. وتُحفظ طوال مدة العلاقة التجارية، ثم تُؤرشف خلال المدد التي يفرضها القانون، ولا سيما في المجال المحاسبي.',
          'يحق لكم الولوج إلى معطياتكم وتصحيحها والتعرض على معالجتها لأسباب مشروعة. ويمكنكم ممارسة هذا الحق من حسابكم، في قسم «معطياتي الشخصية»، أو بمراسلة خدمة الزبناء. كما يمكنكم تقديم شكوى إلى اللجنة الوطنية (www.cndp.ma).',
        ],
      },
    },
    {
      heading: { fr: 'Cookies', ar: 'ملفات تعريف الارتباط (الكوكيز)' },
      paragraphs: {
        fr: [
          'Le site utilise les cookies nécessaires à son fonctionnement : langue choisie, ville de livraison, panier et session de connexion. Aucun cookie publicitaire n’est déposé sans votre accord. Vous pouvez supprimer les cookies depuis votre navigateur, au risque de devoir choisir à nouveau votre ville et votre langue.',
        ],
        ar: [
          'يستعمل الموقع ملفات تعريف الارتباط الضرورية لاشتغاله فقط: اللغة المختارة، ومدينة التوصيل، وسلة المشتريات، وجلسة تسجيل الدخول. ولا يُستعمل أي ملف إشهاري دون موافقتكم. ويمكنكم حذف هذه الملفات من متصفحكم، مع احتمال أن يُطلب منكم اختيار مدينتكم ولغتكم من جديد.',
        ],
      },
    },
    {
      heading: { fr: 'Responsabilité', ar: 'المسؤولية' },
      paragraphs: {
        fr: [
          'Ma Source SARL veille à l’exactitude des informations publiées (prix, disponibilités, descriptions), sans pouvoir garantir l’absence de toute erreur. Les photographies des produits sont données à titre indicatif. Le site peut être momentanément interrompu pour maintenance ; nous faisons en sorte que ces interruptions soient courtes.',
        ],
        ar: [
          'تحرص شركة ما سورس ش.م.م على دقة المعلومات المنشورة (الأسعار، توفر المنتجات، الأوصاف)، دون أن تضمن خلوّها التام من الأخطاء. وتُقدَّم صور المنتجات على سبيل الاستئناس. وقد يتوقف الموقع مؤقتاً لأغراض الصيانة، ونحرص على أن تكون فترات التوقف قصيرة.',
        ],
      },
    },
  ],
}
