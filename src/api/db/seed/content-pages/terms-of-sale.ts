import type { InitialContentPage } from './initial-page'

export const termsOfSale: InitialContentPage = {
  slug: 'conditions-generales-de-vente',
  layout: 'article',
  title: {
    fr: 'Conditions générales de vente',
    ar: 'الشروط العامة للبيع',
  },
  description: {
    fr: 'Commandes, prix en dirhams, livraison, paiement à la livraison, consigne des bonbonnes, rétractation et points de fidélité : les conditions de vente de Ma Source au Maroc.',
    ar: 'الطلبات، والأسعار بالدرهم، والتوصيل، والأداء عند الاستلام، ومبلغ ضمان القنينات، وحق التراجع، ونقاط الوفاء: شروط البيع لدى ما سورس في المغرب.',
  },
  sections: [
    {
      heading: { fr: 'Objet', ar: 'موضوع الشروط' },
      paragraphs: {
        fr: [
          'Les présentes conditions générales de vente s’appliquent à toutes les commandes passées sur le site Ma Source auprès de Ma Source SARL, Casablanca. Elles sont acceptées lors de la confirmation de la commande, dans leur version publiée à cette date.',
        ],
        ar: [
          'تسري هذه الشروط العامة للبيع على جميع الطلبات المقدَّمة عبر موقع ما سورس لدى شركة ما سورس ش.م.م بالدار البيضاء. ويُعدّ تأكيد الطلب قبولاً لها، في نسختها المنشورة على الموقع في ذلك التاريخ.',
        ],
      },
    },
    {
      heading: { fr: 'Commandes', ar: 'الطلبات' },
      paragraphs: {
        fr: [
          'Les commandes se passent sur le site, dans la limite des stocks disponibles dans votre ville. Avant de confirmer, vous vérifiez le récapitulatif : produits, quantités, adresse, créneau de livraison, frais et montant total. La commande est ferme dès sa confirmation.',
          'Un montant minimum de commande peut s’appliquer selon la ville ; il est indiqué dans le panier.',
          'Ma Source peut annuler une commande si l’adresse est hors zone de livraison, si un produit n’est plus disponible ou en cas de litige antérieur ; vous en êtes alors informé sans délai.',
        ],
        ar: [
          'تُقدَّم الطلبات عبر الموقع في حدود المخزون المتوفر في مدينتكم. وقبل التأكيد، تراجعون ملخص الطلب: المنتجات والكميات والعنوان وموعد التوصيل والمصاريف والمبلغ الإجمالي. ويصبح الطلب نهائياً بمجرد تأكيده.',
          'قد يُشترط حد أدنى لمبلغ الطلب حسب المدينة، ويظهر هذا الحد في سلة المشتريات.',
          'يحق لما سورس إلغاء طلب إذا كان العنوان خارج مناطق التوصيل، أو لم يعد أحد المنتجات متوفراً، أو في حال وجود نزاع سابق، ونُخبركم بذلك دون تأخير.',
        ],
      },
    },
    {
      heading: { fr: 'Prix', ar: 'الأسعار' },
      paragraphs: {
        fr: [
          'Les prix sont indiqués en dirhams marocains (MAD), toutes taxes comprises (TVA incluse), et peuvent varier selon la ville de livraison choisie. Les frais de livraison et, le cas échéant, la consigne des bonbonnes apparaissent séparément avant la confirmation. Le prix facturé est celui affiché au moment de la commande.',
        ],
        ar: [
          'الأسعار معروضة بالدرهم المغربي، شاملةً لجميع الرسوم بما فيها الضريبة على القيمة المضافة، وقد تختلف حسب مدينة التوصيل المختارة. وتظهر مصاريف التوصيل، ومبلغ ضمان القنينات عند الاقتضاء، بشكل منفصل قبل تأكيد الطلب. ويُعتمد السعر المعروض لحظة الطلب.',
        ],
      },
    },
    {
      heading: { fr: 'Livraison', ar: 'التوصيل' },
      paragraphs: {
        fr: [
          'Ma Source livre à domicile ou au bureau dans les villes proposées sur le site. Les zones desservies, les créneaux disponibles et les frais de livraison dépendent de la ville et sont affichés lors de la commande. Le livreur vous appelle avant son passage.',
          'Vérifiez les produits à la réception : toute anomalie (pack abîmé, bouteille percée, article manquant) doit être notée sur le bon de livraison ou signalée au service client dans les 48 heures. En cas d’absence, nous convenons avec vous d’une nouvelle livraison.',
        ],
        ar: [
          'توصل ما سورس الطلبات إلى المنازل والمكاتب في المدن المقترحة على الموقع. وتتوقف مناطق التوصيل ومواعيده ومصاريفه على المدينة، وتظهر كلها عند تقديم الطلب. ويتصل بكم عامل التوصيل قبل وصوله.',
          'المرجو فحص المنتجات عند الاستلام: كل خلل (رزمة تالفة، أو قنينة مثقوبة، أو منتج ناقص) يجب تدوينه في وصل التسليم أو إبلاغ خدمة الزبناء به خلال 48 ساعة. وفي حال غيابكم، نتفق معكم على موعد توصيل جديد.',
        ],
      },
    },
    {
      heading: { fr: 'Paiement', ar: 'الأداء' },
      paragraphs: {
        fr: [
          'Le paiement s’effectue à la livraison, en espèces ou par carte bancaire sur le terminal de paiement du livreur, jamais en ligne. Si vous payez en espèces, merci de prévoir l’appoint. Une facture est disponible sur demande, notamment pour les professionnels (indiquez votre ICE).',
        ],
        ar: [
          'يتم الأداء عند الاستلام، نقداً أو بالبطاقة البنكية عبر جهاز الأداء الذي يحمله عامل التوصيل، وليس عبر الإنترنت أبداً. وإذا اخترتم الأداء نقداً، فالمرجو تحضير المبلغ المضبوط. ويمكن الحصول على فاتورة عند الطلب، ولا سيما بالنسبة للمهنيين (مع ذكر المعرّف الموحّد للمقاولة).',
        ],
      },
    },
    {
      heading: { fr: 'Bonbonnes et consigne', ar: 'القنينات الكبيرة ومبلغ الضمان' },
      paragraphs: {
        fr: [
          'La première bonbonne de 18,9 L est vendue avec sa consigne, dont le montant figure sur la fiche du produit. Le récipient reste la propriété de la marque : la consigne garantit son retour. Les recharges suivantes sont livrées en échange d’une bonbonne vide de la même marque, propre et en bon état.',
          'Si vous rendez une bonbonne sans la remplacer, sa consigne vous est remboursée, en espèces ou sous forme de bon d’achat, après vérification par le livreur. Une bonbonne fissurée, percée ou très sale ne peut être ni échangée ni remboursée.',
        ],
        ar: [
          'تُباع القنينة الأولى سعة 18,9 لتر مع مبلغ الضمان الخاص بها، ويظهر هذا المبلغ في بطاقة المنتج. ويبقى الوعاء ملكاً للعلامة التجارية، ويضمن هذا المبلغ إرجاعه. وتُسلَّم التعبئات اللاحقة مقابل قنينة فارغة من العلامة نفسها، نظيفة وفي حالة جيدة.',
          'إذا أرجعتم قنينة دون استبدالها، يُرَدّ إليكم مبلغ ضمانها نقداً أو في شكل قسيمة شراء، بعد أن يتحقق منها عامل التوصيل. ولا تُقبل القنينة المشقوقة أو المثقوبة أو شديدة الاتساخ، لا للاستبدال ولا للاسترداد.',
        ],
      },
    },
    {
      heading: { fr: 'Droit de rétractation', ar: 'حق التراجع' },
      paragraphs: {
        fr: [
          'Conformément à la loi n° 31-08 édictant des mesures de protection du consommateur, vous disposez de sept jours à compter de la livraison pour vous rétracter, sans avoir à vous justifier ni à payer de pénalité, à l’exception des frais de retour. Les produits doivent être rendus complets, dans leur emballage d’origine fermé.',
          'Ce droit ne s’applique pas aux produits qui, du fait de leur nature, ne peuvent être renvoyés ou risquent de se détériorer, comme les boissons dont l’emballage a été ouvert. Le remboursement intervient au plus tard dans les quinze jours suivant votre demande.',
        ],
        ar: [
          'طبقاً للقانون رقم 31.08 القاضي بتحديد تدابير لحماية المستهلك، تتوفرون على أجل سبعة أيام ابتداءً من تاريخ التوصيل لممارسة حقكم في التراجع، دون الحاجة إلى تبرير ذلك ودون أداء أي غرامة، باستثناء مصاريف الإرجاع. ويجب إرجاع المنتجات كاملة في غلافها الأصلي المغلق.',
          'لا يسري هذا الحق على المنتجات التي لا يمكن إرجاعها بحكم طبيعتها أو التي قد تتعرض للتلف، كالمشروبات التي فُتح غلافها. ويُرَدّ المبلغ في أجل أقصاه خمسة عشر يوماً من تاريخ طلبكم.',
        ],
      },
    },
    {
      heading: { fr: 'Réclamations et garanties', ar: 'الشكايات والضمانات' },
      paragraphs: {
        fr: [
          'Pour toute réclamation, contactez notre service client en indiquant le numéro de votre commande. Les fontaines, les purificateurs Purifya et les articles Timeless Oulmès bénéficient de la garantie légale des défauts de la chose vendue et, le cas échéant, de la garantie du fabricant indiquée sur la fiche du produit.',
        ],
        ar: [
          'لتقديم أي شكاية، اتصلوا بخدمة الزبناء مع ذكر رقم طلبكم. وتستفيد النافورات وأجهزة تنقية المياه بيوريفيا وملابس تايملس والماس من الضمان القانوني لعيوب الشيء المبيع، ومن ضمان الصانع المبيَّن في بطاقة المنتج عند وجوده.',
        ],
      },
    },
    {
      heading: { fr: 'Points de fidélité et bons d’achat', ar: 'نقاط الوفاء وقسائم الشراء' },
      paragraphs: {
        fr: [
          'Les commandes livrées et payées rapportent des points de fidélité, crédités sur votre compte client. Points et bons d’achat s’utilisent lors d’une commande, dans les conditions et délais indiqués dans votre espace client ; ils ne sont ni échangeables contre de l’argent ni cessibles. Les points d’une commande annulée sont retirés.',
        ],
        ar: [
          'تمنحكم الطلبات المسلَّمة والمؤدّاة نقاط وفاء تُضاف إلى حسابكم. وتُستعمل النقاط وقسائم الشراء عند تقديم طلب، وفق الشروط والآجال المبيَّنة في حسابكم، ولا يمكن استبدالها بالنقود ولا التنازل عنها للغير. وتُسحب النقاط المرتبطة بطلب أُلغي.',
        ],
      },
    },
    {
      heading: { fr: 'Responsabilité', ar: 'المسؤولية' },
      paragraphs: {
        fr: [
          'Ma Source SARL n’est pas responsable des retards ou dommages dus à un cas de force majeure (intempéries, grève, routes coupées) ou à une mauvaise utilisation des produits, par exemple le stockage des bouteilles au soleil.',
        ],
        ar: [
          'لا تُسأل شركة ما سورس ش.م.م عن التأخير أو الضرر الناتج عن قوة قاهرة (سوء الأحوال الجوية، أو الإضراب، أو انقطاع الطرق) أو عن سوء استعمال المنتجات، كتخزين القنينات تحت أشعة الشمس.',
        ],
      },
    },
    {
      heading: { fr: 'Droit applicable et litiges', ar: 'القانون المطبَّق والنزاعات' },
      paragraphs: {
        fr: [
          'Les présentes conditions sont soumises au droit marocain. En cas de litige, nous recherchons d’abord une solution amiable avec vous. À défaut, le tribunal compétent est celui prévu par la loi n° 31-08 ; en tant que consommateur, vous pouvez notamment saisir le tribunal de votre domicile.',
        ],
        ar: [
          'تخضع هذه الشروط للقانون المغربي. وفي حال نشوب نزاع، نسعى أولاً إلى حل ودّي معكم. وإذا تعذّر ذلك، تختص بالنظر فيه المحكمة التي يحددها القانون رقم 31.08، ويمكنكم بصفتكم مستهلكين رفع الدعوى أمام محكمة موطنكم.',
        ],
      },
    },
  ],
}
