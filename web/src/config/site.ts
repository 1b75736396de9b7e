// Facts about the site that several pages show.
export const SITE = {
  name: 'Biaya Sekolah',
  contactEmail: 'halo@biayasekolah.id',
  city: 'Bandung',
  country: 'Indonesia',
} as const;

/** localStorage key remembering that the development banner was dismissed (index.html reads it too) */
export const BANNER_STORAGE_KEY = 'biaya-sekolah:dev-banner-dismissed';

/** WhatsApp's address for sharing a link with a text (an outside service: configuration). */
export const WHATSAPP_SHARE_URL = 'https://wa.me/';
