import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  PHONE_INVALID,
  PHONE_TOO_SHORT,
  profileInputSchema,
  WEBSITE_INVALID,
} from './school-profile';

const base = { phone: '', email: '', website: '', description: '', facilities: [] };
const errorOf = (input: object) => {
  const result = profileInputSchema.safeParse({ ...base, ...input });
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('profileInputSchema', () => {
  it('reads an empty profile as cleared fields', () => {
    expect(profileInputSchema.parse(base)).toEqual({
      phone: null,
      email: null,
      website: null,
      description: null,
      facilities: [],
    });
  });

  it('takes a website with or without its scheme, and refuses what is not one', () => {
    expect(profileInputSchema.parse({ ...base, website: 'sdn1.sch.id' }).website).toBe(
      'https://sdn1.sch.id/',
    );
    expect(profileInputSchema.parse({ ...base, website: 'http://x.id/profil' }).website).toBe(
      'http://x.id/profil',
    );
    for (const website of ['sekolah kami', 'localhost', 'ftp://x.id', 'javascript:alert(1)'])
      expect(errorOf({ website }), website).toBe(WEBSITE_INVALID);
  });

  it('checks e-mails and phone numbers with Indonesian messages', () => {
    expect(errorOf({ email: 'info.sekolah.id' })).toBe(EMAIL_INVALID);
    expect(errorOf({ phone: 'kantor' })).toBe(PHONE_INVALID);
    expect(errorOf({ phone: '123 45' })).toBe(PHONE_TOO_SHORT);
    expect(errorOf({ phone: '+62 22 250-1234' })).toBeUndefined();
  });

  it('keeps facilities in list order, without duplicates', () => {
    expect(
      profileInputSchema.parse({ ...base, facilities: ['lapangan', 'perpustakaan', 'lapangan'] })
        .facilities,
    ).toEqual(['perpustakaan', 'lapangan']);
    expect(errorOf({ facilities: ['helipad'] })).toBe('Fasilitas tidak dikenal');
  });
});
