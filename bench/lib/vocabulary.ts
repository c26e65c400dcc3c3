/** Words the generator draws from: what a Moroccan law office's files look like, in French and Arabic. */

export const FIRST_NAMES = [
  'Hélène', 'Éric', 'Jérôme', 'Amélie', 'Céline', 'François', 'Gaëlle', 'Anaïs', 'Noël', 'Zoé', 'Loïc', 'Benoît',
  'Chloé', 'Léa', 'Étienne', 'Agnès', 'Raphaël', 'Inès', 'Maëlle', 'Jean', 'Marie', 'Pierre', 'Sophie', 'Nicolas',
  'Mohammed', 'Fatima-Zahra', 'Youssef', 'Khadija', 'Abdelkader', 'Saïd', 'Hicham', 'Meryem', 'Soufiane', 'Nadia',
  'Karim', 'Salma', 'Rachid', 'Imane', 'Hamza', 'Aïcha', 'Driss', 'Ghita', 'Mehdi', 'Houda', 'Yassine', 'Loubna',
] as const;

export const LAST_NAMES = [
  'Benjelloun', 'Alaoui', 'El Idrissi', 'Tazi', 'Berrada', 'Bennani', 'Chraïbi', 'Lahlou', 'El Fassi', 'Ouazzani',
  'Lefèvre', 'Dupré', 'Moreau', 'Lemaître', 'Girard', 'Bénard', 'Fournier', 'Mercier', 'Rousseau', 'Faure',
  'Gauthier', 'Chevalier', 'Lévêque', 'Benkirane', 'Sqalli', 'Kettani', 'Naciri', 'Zniber', 'El Amrani', 'Boutaleb',
  'Guédira', 'Slaoui', 'Belhaj', 'Cherkaoui', 'Hajji', 'Mansouri', 'Rahmouni', 'Skalli', 'Tahiri', 'Ziani',
] as const;

export const ARABIC_FIRST_NAMES = ['محمد', 'فاطمة', 'يوسف', 'خديجة', 'عبد القادر', 'سعيد', 'هشام', 'مريم', 'أحمد', 'زينب', 'عمر', 'ليلى', 'إدريس', 'سلمى'] as const;

export const ARABIC_LAST_NAMES = ['العلوي', 'بنجلون', 'الإدريسي', 'التازي', 'برادة', 'بناني', 'الشرايبي', 'الفاسي', 'الوزاني', 'العمراني', 'الكتاني', 'الناصري'] as const;

export const COMPANIES = [
  'Wafa Assurance', 'RMA Watanya', 'AXA Assurance Maroc', 'Atlanta Sanad', 'Saham Assurance', 'Allianz Maroc',
  'Société Générale de Transport', 'Compagnie Marocaine de Transport', 'Transports Lévêque et Fils', 'شركة النقل الحضري',
  'Matmut Assurance', 'Mutuelle Agricole Marocaine',
] as const;

export const ACCUSATIONS = [
  'Blessures involontaires', 'Homicide involontaire', 'Délit de fuite', 'Conduite en état d’ivresse', 'Défaut d’assurance',
  'Excès de vitesse', 'Dégâts matériels', 'Refus de priorité', 'Mise en danger d’autrui', 'القتل الخطأ', 'الجرح الخطأ',
  'عدم التأمين', 'Accident du travail', 'Recouvrement de créance', 'Rupture abusive de contrat',
] as const;

export const CITIES = [
  'Casablanca', 'Rabat', 'Fès', 'Marrakech', 'Tanger', 'Agadir', 'Meknès', 'Oujda', 'Kénitra', 'Tétouan', 'Salé',
  'El Jadida', 'Béni Mellal', 'Safi', 'Nador', 'Settat', 'Khouribga', 'Laâyoune',
] as const;

export const ARABIC_CITIES = ['الدار البيضاء', 'الرباط', 'فاس', 'مراكش', 'طنجة', 'أكادير', 'مكناس', 'وجدة'] as const;

export const CASE_TYPES = [
  'Accident de la circulation', 'Accident du travail', 'Recouvrement de créances', 'Responsabilité civile', 'Pénal',
  'Assurance', 'Commercial', 'Immobilier', 'Famille', 'Social', 'Administratif', 'Exécution', 'حوادث السير',
] as const;

export const EXPERTISE_TYPES = ['Médicale', 'Automobile', 'Comptable', 'Immobilière', 'Balistique', 'Graphologique', 'Informatique', 'Agricole'] as const;

export const SPECIALITIES: Record<(typeof EXPERTISE_TYPES)[number], readonly string[]> = {
  Médicale: ['Orthopédie', 'Neurologie', 'Ophtalmologie', 'Médecine légale', 'Psychiatrie', 'Chirurgie générale'],
  Automobile: ['Mécanique', 'Carrosserie', 'Reconstitution d’accident'],
  Comptable: ['Expertise comptable', 'Évaluation d’entreprise'],
  Immobilière: ['Bâtiment', 'Topographie', 'Évaluation foncière'],
  Balistique: ['Armes et munitions'],
  Graphologique: ['Écritures et signatures'],
  Informatique: ['Données numériques', 'Téléphonie'],
  Agricole: ['Cultures', 'Élevage'],
};

/** Action types an office adds to the defaults (which keep their legacy ids). */
export const EXTRA_ACTION_TYPES = ['Renvoi', 'Jugement', 'Notification', 'Appel', 'Conclusions', 'Mise en demeure', 'Exécution', 'Plaidoirie', 'Délibéré'] as const;

export const ACTION_TEXTS = [
  'Audience de plaidoirie', 'Renvoi pour conclusions de la partie adverse', 'Renvoi pour citation des témoins',
  'Dépôt du mémoire en réponse', 'Jugement rendu, notification attendue', 'Convocation de l’expert', 'Rapport d’expertise déposé',
  'Appel interjeté par l’assureur', 'Mise en délibéré', 'Réception du procès-verbal de police', 'Paiement reçu de la compagnie',
  'Relance du greffe', 'Pièces complémentaires transmises au client', 'Conciliation tentée, échec', 'جلسة المرافعة',
  'تأجيل الجلسة لإدلاء الدفاع بمذكرته', 'إيداع تقرير الخبرة', 'صدور الحكم', 'Rendez-vous avec le client à 10 h',
  'Consignation des frais d’expertise', 'Signification du jugement par huissier', 'Demande de communication du dossier',
] as const;

export const EXPERTISE_TEXTS = ['Rapport déposé au greffe', 'Contre-expertise demandée', 'Incapacité permanente partielle de 12 %', 'Devis des réparations joint', 'تقرير طبي', null] as const;

/** Words of the organisations that appear as parties (insurers, transporters, employers, lessors). */
export const PARTY_ORG_WORDS = [
  'Atlas', 'Trans-Atlas', 'Sahara', 'Rif', 'Souss', 'Tafilalet', 'Bouregreg', 'Oum Errabia', 'Toubkal', 'Draa', 'Moulouya', 'Sebou',
] as const;
export const PARTY_ORG_KINDS = ['Transports', 'Logistique', 'Assurances', 'Immobilier', 'Distribution', 'Travaux', 'Agro', 'Services'] as const;
export const PARTY_ORG_FORMS = ['SARL', 'SA', 'SARL AU', 'SNC'] as const;
export const ARABIC_PARTY_ORGS = ['مؤسسة', 'شركة', 'مقاولة', 'تعاونية'] as const;
export const ARABIC_PARTY_ORG_WORDS = ['الأطلس', 'النور', 'الأمل', 'الفتح', 'الرياض', 'الواحة', 'السلام', 'الوفاء'] as const;
