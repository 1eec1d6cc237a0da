import type { InitialContentPage } from './initial-page'

export const faq: InitialContentPage = {
  slug: 'faq',
  layout: 'faq',
  title: {
    fr: 'Questions fréquentes',
    ar: 'الأسئلة الشائعة',
  },
  description: {
    fr: 'Villes et délais de livraison, minimum de commande, paiement à la livraison, consigne des bonbonnes, fontaines et points de fidélité : les réponses de Ma Source.',
    ar: 'مدن التوصيل وآجاله، والحد الأدنى للطلب، والأداء عند الاستلام، ومبلغ ضمان القنينات، والنافورات، ونقاط الوفاء: أجوبة ما سورس عن أسئلتكم.',
  },
  sections: [
    {
      heading: { fr: 'Dans quelles villes livrez-vous ?', ar: 'إلى أي المدن توصلون؟' },
      paragraphs: {
        fr: [
          'Nous livrons dans les villes proposées par le choix de la ville, en haut du site. Une fois votre ville choisie, les produits, les prix et les frais de livraison affichés sont ceux de cette ville. Si votre ville n’y figure pas, contactez-nous : nous étendons régulièrement nos zones de livraison.',
        ],
        ar: [
          'نوصل إلى المدن المقترحة في خانة اختيار المدينة أعلى الموقع. وبعد اختيار مدينتكم، تظهر لكم المنتجات والأسعار ومصاريف التوصيل الخاصة بها. وإذا لم تجدوا مدينتكم، فاتصلوا بنا، إذ نوسّع مناطق التوصيل باستمرار.',
        ],
      },
    },
    {
      heading: { fr: 'Quand serai-je livré ?', ar: 'متى يصلني طلبي؟' },
      paragraphs: {
        fr: [
          'Les créneaux disponibles dépendent de votre ville et de l’heure de votre commande ; vous choisissez le vôtre avant de confirmer. Nous livrons du lundi au samedi, de 8 h à 20 h. Dans les grandes villes, une commande passée le matin est souvent livrée le jour même. Le livreur vous appelle avant de passer.',
        ],
        ar: [
          'تتوقف المواعيد المتاحة على مدينتكم وعلى وقت تقديم الطلب، وتختارون الموعد المناسب لكم قبل التأكيد. نوصل من الاثنين إلى السبت، من الثامنة صباحاً إلى الثامنة مساءً. وفي المدن الكبرى، كثيراً ما يُسلَّم الطلب المقدَّم صباحاً في اليوم نفسه. ويتصل بكم عامل التوصيل قبل وصوله.',
        ],
      },
    },
    {
      heading: { fr: 'Y a-t-il un montant minimum de commande ?', ar: 'هل يوجد حد أدنى لمبلغ الطلب؟' },
      paragraphs: {
        fr: [
          'Oui, un minimum peut s’appliquer selon la ville. Il est affiché dans votre panier, avec les frais de livraison, avant la confirmation de la commande.',
        ],
        ar: ['نعم، قد يُشترط حد أدنى حسب المدينة، ويظهر في سلة المشتريات إلى جانب مصاريف التوصيل، قبل تأكيد الطلب.'],
      },
    },
    {
      heading: { fr: 'Comment puis-je payer ?', ar: 'كيف أؤدي ثمن طلبي؟' },
      paragraphs: {
        fr: [
          'Vous payez à la livraison, en espèces ou par carte bancaire sur le terminal du livreur. Aucune donnée bancaire ne vous est demandée sur le site. Si vous payez en espèces, merci de préparer l’appoint.',
        ],
        ar: [
          'تؤدون عند الاستلام، نقداً أو بالبطاقة البنكية عبر جهاز الأداء لدى عامل التوصيل، ولا نطلب منكم أي معطيات بنكية على الموقع. وإذا اخترتم الأداء نقداً، فالمرجو تحضير المبلغ المضبوط.',
        ],
      },
    },
    {
      heading: { fr: 'Comment fonctionne la consigne des bonbonnes ?', ar: 'كيف يعمل مبلغ ضمان القنينات الكبيرة؟' },
      paragraphs: {
        fr: [
          'À votre première commande, vous achetez la bonbonne de 18,9 L avec sa consigne. Ensuite, commandez simplement des recharges : le livreur reprend votre bonbonne vide de la même marque et vous en laisse une pleine.',
          'Vous n’avez plus besoin de bonbonnes ? Rendez-les en bon état et la consigne vous est remboursée.',
        ],
        ar: [
          'في طلبكم الأول، تشترون القنينة سعة 18,9 لتر مع مبلغ ضمانها. وبعد ذلك، يكفي أن تطلبوا التعبئة: يأخذ عامل التوصيل قنينتكم الفارغة من العلامة نفسها ويترك لكم قنينة ممتلئة.',
          'ألم تعودوا بحاجة إلى القنينات؟ أرجعوها في حالة جيدة ليُرَدّ إليكم مبلغ الضمان.',
        ],
      },
    },
    {
      heading: { fr: 'Installez-vous les fontaines à eau ?', ar: 'هل تركّبون نافورات المياه؟' },
      paragraphs: {
        fr: [
          'Oui : le livreur peut mettre en place votre fontaine et la première bonbonne. Une fontaine électrique transportée couchée doit rester debout quelques heures avant d’être branchée ; suivez sa notice.',
          'Pour les purificateurs Purifya, contactez-nous afin de convenir d’un rendez-vous d’installation.',
        ],
        ar: [
          'نعم، يمكن لعامل التوصيل تركيب النافورة ووضع القنينة الأولى. وإذا نُقلت النافورة الكهربائية وهي ممدَّدة، فيجب تركها واقفة بضع ساعات قبل توصيلها بالكهرباء، وفق دليل الاستعمال.',
          'أما أجهزة تنقية المياه بيوريفيا، فاتصلوا بنا لتحديد موعد التركيب.',
        ],
      },
    },
    {
      heading: { fr: 'Puis-je modifier ou annuler ma commande ?', ar: 'هل يمكنني تعديل طلبي أو إلغاؤه؟' },
      paragraphs: {
        fr: [
          'Oui, tant qu’elle n’est pas partie en livraison : appelez notre service client en indiquant le numéro de la commande. Une fois le livreur en route, vous pouvez encore refuser les produits à la livraison, mais merci de nous prévenir le plus tôt possible.',
        ],
        ar: [
          'نعم، ما دام الطلب لم يخرج للتوصيل: اتصلوا بخدمة الزبناء مع ذكر رقم الطلب. وبعد انطلاق عامل التوصيل، يبقى بإمكانكم رفض المنتجات عند الاستلام، لكننا نرجو منكم إخبارنا في أقرب وقت.',
        ],
      },
    },
    {
      heading: { fr: 'Comment fonctionnent les points de fidélité ?', ar: 'كيف تعمل نقاط الوفاء؟' },
      paragraphs: {
        fr: [
          'Chaque commande livrée et payée vous rapporte des points, crédités sur votre compte client : pensez à vous connecter avant de commander. Vous suivez votre solde dans « Mon espace » et l’utilisez lors d’une prochaine commande, comme vos bons d’achat. Les points ne sont pas échangeables contre de l’argent.',
        ],
        ar: [
          'يمنحكم كل طلب مسلَّم ومؤدّى نقاطاً تُضاف إلى حسابكم، لذا احرصوا على تسجيل الدخول قبل الطلب. وتتابعون رصيدكم في «حسابي» وتستعملونه في طلب لاحق، كما تستعملون قسائم الشراء. ولا يمكن استبدال النقاط بالنقود.',
        ],
      },
    },
    {
      heading: { fr: 'Livrez-vous les entreprises ?', ar: 'هل توصلون إلى المقاولات؟' },
      paragraphs: {
        fr: [
          'Oui : bureaux, commerces, écoles… Pour des livraisons régulières de bonbonnes ou une facture portant votre ICE, contactez-nous.',
        ],
        ar: [
          'نعم، إلى المكاتب والمحلات التجارية والمدارس وغيرها. وللتوصيل المنتظم للقنينات الكبيرة أو للحصول على فاتورة تحمل المعرّف الموحّد لمقاولتكم، اتصلوا بنا.',
        ],
      },
    },
    {
      heading: { fr: 'Comment vous contacter ?', ar: 'كيف أتواصل معكم؟' },
      paragraphs: {
        fr: [
          'Par téléphone ou par e-mail, aux coordonnées indiquées sur la page « Nous contacter » et en bas de chaque page. Notre service client répond du lundi au samedi, de 8 h à 20 h.',
        ],
        ar: [
          'عبر الهاتف أو البريد الإلكتروني المبيّنين في صفحة «اتصل بنا» وأسفل كل صفحة. وتجيبكم خدمة الزبناء من الاثنين إلى السبت، من الثامنة صباحاً إلى الثامنة مساءً.',
        ],
      },
    },
  ],
}
