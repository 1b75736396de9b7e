import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SchoolContacts } from './school-contacts';

afterEach(cleanup);

describe('SchoolContacts', () => {
  it('links the phone, e-mail and website, each with who changed it', () => {
    render(
      <SchoolContacts
        school={{
          phone: '(022) 123-4567',
          email: 'tu@sekolah.sch.id',
          website: 'https://sekolah.sch.id/',
          profileChanges: {
            phone: { changedAt: '2027-03-01T02:00:00Z', changedBy: 'school_admin' },
            website: { changedAt: '2027-03-02T02:00:00Z', changedBy: 'site_admin' },
          },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: '(022) 123-4567' }).getAttribute('href')).toBe(
      'tel:0221234567',
    );
    expect(screen.getByRole('link', { name: 'tu@sekolah.sch.id' }).getAttribute('href')).toBe(
      'mailto:tu@sekolah.sch.id',
    );
    const website = screen.getByRole('link', { name: /^sekolah\.sch\.id/ });
    expect(website.getAttribute('href')).toBe('https://sekolah.sch.id/');
    expect(website.getAttribute('rel')).toContain('nofollow');
    expect(screen.getByText('Diperbarui oleh pihak sekolah, 1 Mar 2027')).toBeTruthy();
    expect(screen.getByText('Diperbarui oleh admin Biaya Sekolah, 2 Mar 2027')).toBeTruthy();
  });

  it('renders nothing when the school has no contact', () => {
    const { container } = render(
      <SchoolContacts school={{ phone: null, email: null, website: null, profileChanges: {} }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
