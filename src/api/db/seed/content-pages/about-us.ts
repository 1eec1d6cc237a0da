import type { InitialContentPage } from './initial-page'

export const aboutUs: InitialContentPage = {
  slug: 'a-propos',
  layout: 'article',
  title: {
    fr: 'À propos de Ma Source',
    ar: 'من نحن',
  },
  description: {
    fr: 'Ma Source livre à domicile les eaux Sidi Ali, Ain Atlas, Oulmès et Bahia, les boissons, les bonbonnes et les fontaines à eau au Maroc, payées à la livraison.',
    ar: 'يوصل ما سورس إلى المنازل مياه سيدي علي وعين أطلس ووالماس وباهية، والمشروبات، والقنينات الكبيرة ونافورات المياه في المغرب، مع الأداء عند الاستلام.',
  },
  sections: [
    {
      heading: { fr: 'Qui sommes-nous ?', ar: 'من نحن؟' },
      paragraphs: {
        fr: [
          'Ma Source est une boutique en ligne marocaine, née à Casablanca d’une idée simple : ne plus porter de lourds packs d’eau depuis le magasin. Nous livrons chez vous ou à votre bureau l’eau et les boissons que vous aimez, au prix affiché, et vous ne payez qu’à la livraison. Nous avons commencé par quelques quartiers de Casablanca ; nous livrons aujourd’hui dans plusieurs villes du Royaume.',
          'Notre équipe réunit des préparateurs de commandes, des livreurs et un service client joignable du lundi au samedi, en arabe, en darija et en français.',
        ],
        ar: [
          'ما سورس متجر مغربي على الإنترنت، انطلق من الدار البيضاء بفكرة بسيطة: أن نعفيكم من حمل رزم المياه الثقيلة من المتجر. نوصل إلى منازلكم ومكاتبكم المياه والمشروبات التي تحبونها، بالسعر المعروض، ولا تؤدون الثمن إلا عند الاستلام. بدأنا بأحياء قليلة في الدار البيضاء، ونوصل اليوم إلى عدة مدن في أنحاء المملكة.',
          'يضم فريقنا عمالاً لتحضير الطلبات، وعمال توصيل، وخدمة زبناء رهن إشارتكم من الاثنين إلى السبت، بالعربية والدارجة والفرنسية.',
        ],
      },
    },
    {
      heading: { fr: 'Nos produits', ar: 'منتجاتنا' },
      paragraphs: {
        fr: [
          'Nous proposons les eaux minérales et de source les plus appréciées au Maroc, Sidi Ali, Ain Atlas, Oulmès et Bahia, en bouteilles de toutes tailles et en packs, ainsi que les boissons Orangina, Glass et Vitalya.',
          'Pour la maison et le bureau, nous livrons les bonbonnes de 18,9 litres, les fontaines à eau et les purificateurs Purifya. Les amateurs de la marque trouveront aussi la collection de vêtements Timeless Oulmès.',
        ],
        ar: [
          'نقترح أشهر المياه المعدنية ومياه المنابع في المغرب، سيدي علي وعين أطلس ووالماس وباهية، في قنينات بمختلف الأحجام وفي رزم، إلى جانب مشروبات أورانجينا وغلاس وفيتاليا.',
          'وللمنزل والمكتب، نوصل القنينات الكبيرة سعة 18,9 لتر ونافورات المياه وأجهزة تنقية المياه بيوريفيا. كما يجد محبو العلامة مجموعة ملابس تايملس والماس.',
        ],
      },
    },
    {
      heading: { fr: 'Comment nous travaillons', ar: 'كيف نعمل' },
      paragraphs: {
        fr: [
          'Nos produits viennent des circuits de distribution officiels des marques. Ils sont stockés à l’abri du soleil et de la chaleur, dans des dépôts propres et aérés.',
          'Dans chaque ville, nos livreurs connaissent les quartiers. Ils vous appellent avant de passer, apportent les packs jusqu’à votre porte et reprennent vos bonbonnes vides.',
          'Vous payez à la réception, en espèces ou par carte : pas de paiement en ligne, pas de mauvaise surprise.',
        ],
        ar: [
          'تأتي منتجاتنا من قنوات التوزيع الرسمية للعلامات، وتُخزَّن بعيداً عن الشمس والحرارة في مستودعات نظيفة وجيدة التهوية.',
          'في كل مدينة، يعرف عمال التوصيل الأحياء جيداً. يتصلون بكم قبل وصولهم، ويحملون الرزم حتى باب منزلكم، ويسترجعون قنيناتكم الفارغة.',
          'تؤدون عند الاستلام، نقداً أو بالبطاقة البنكية: لا أداء عبر الإنترنت ولا مفاجآت.',
        ],
      },
    },
    {
      heading: { fr: 'Pour les professionnels', ar: 'للمهنيين' },
      paragraphs: {
        fr: [
          'Bureaux, cabinets, commerces, écoles ou ateliers : nous livrons aussi les entreprises. Nous organisons des livraisons régulières de bonbonnes, fournissons des fontaines pour vos locaux et établissons des factures à votre nom, avec votre ICE.',
          'Pour un besoin ponctuel, comme un séminaire, un mariage ou une manifestation sportive, nous préparons de grandes quantités de bouteilles et de boissons, livrées à l’heure convenue.',
        ],
        ar: [
          'مكاتب، أو عيادات، أو محلات تجارية، أو مدارس، أو ورشات: نوصل أيضاً إلى المقاولات. ننظم توصيلاً منتظماً للقنينات الكبيرة، ونوفر نافورات لمقراتكم، ونُعدّ فواتير باسمكم تحمل المعرّف الموحّد للمقاولة.',
          'وللحاجات الظرفية، كندوة أو حفل زفاف أو تظاهرة رياضية، نُعدّ كميات كبيرة من القنينات والمشروبات ونوصلها في الموعد المتفق عليه.',
        ],
      },
    },
    {
      heading: { fr: 'Une démarche responsable', ar: 'نهج مسؤول' },
      paragraphs: {
        fr: [
          'Nous organisons nos tournées par quartier pour limiter les trajets. Les bonbonnes consignées sont nettoyées et remplies à nouveau par les marques : une même bonbonne sert ainsi de nombreuses fois, ce qui réduit les déchets plastiques.',
        ],
        ar: [
          'ننظم جولات التوصيل حسب الأحياء للحد من التنقلات. وتتولى العلامات تنظيف القنينات الكبيرة المسترجعة وإعادة تعبئتها، فتُستعمل القنينة الواحدة مرات عديدة، مما يقلل من النفايات البلاستيكية.',
        ],
      },
    },
    {
      heading: { fr: 'Nos engagements', ar: 'التزاماتنا' },
      paragraphs: {
        fr: [
          'Des prix clairs, en dirhams et toutes taxes comprises, avec les frais de livraison affichés avant la confirmation de la commande.',
          'Le respect du créneau que vous avez choisi, et un appel de notre part si nous prenons du retard.',
          'Des produits bien conservés, dont nous vérifions les dates avant chaque livraison.',
          'Une écoute attentive : chaque réclamation reçoit une réponse.',
        ],
        ar: [
          'أسعار واضحة بالدرهم وشاملة لجميع الرسوم، مع إظهار مصاريف التوصيل قبل تأكيد الطلب.',
          'احترام الموعد الذي اخترتموه، والاتصال بكم إن تأخرنا.',
          'منتجات محفوظة جيداً، نتحقق من تواريخ صلاحيتها قبل كل توصيل.',
          'الإصغاء إليكم: كل شكاية تلقى جواباً.',
        ],
      },
    },
    {
      heading: { fr: 'Parlons-en', ar: 'تواصلوا معنا' },
      paragraphs: {
        fr: [
          'Une question, une commande spéciale pour votre entreprise ou un événement ? Écrivez-nous ou appelez-nous : nos coordonnées figurent sur la page « Nous contacter ».',
        ],
        ar: ['هل لديكم سؤال، أو طلبية خاصة لمقاولتكم أو لمناسبة ما؟ راسلونا أو اتصلوا بنا، وستجدون معلومات الاتصال في صفحة «اتصل بنا».'],
      },
    },
  ],
}
