import type { ReactNode } from 'react';
import { Globe, Mail, Phone } from 'lucide-react';
import type { ProfileChanges } from '@core/contracts/school-profile';
import { phoneHref, phoneLabel, websiteLabel } from '@core/school-profile';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ChangedBy } from '@web/components/changed-by';

interface Contacts {
  phone: string | null;
  email: string | null;
  website: string | null;
  profileChanges: ProfileChanges;
}

/**
 * 'Kontak Sekolah' (issue 23): the phone, e-mail and website the school or
 * the site's team keeps, each with who changed it and when. Nothing when the
 * school has none.
 */
export function SchoolContacts({ school }: { school: Contacts }) {
  const rows: { key: keyof Omit<Contacts, 'profileChanges'>; label: string; value: ReactNode }[] =
    [];
  if (school.phone)
    rows.push({
      key: 'phone',
      label: 'Telepon',
      value: <a href={phoneHref(school.phone)}>{phoneLabel(school.phone)}</a>,
    });
  if (school.email)
    rows.push({
      key: 'email',
      label: 'Email',
      value: <a href={`mailto:${school.email}`}>{school.email}</a>,
    });
  if (school.website)
    rows.push({
      key: 'website',
      label: 'Website',
      value: (
        <a href={school.website} target="_blank" rel="noopener noreferrer nofollow ugc">
          {websiteLabel(school.website)}
          <span className="sr-only"> (membuka tab baru)</span>
        </a>
      ),
    });
  if (rows.length === 0) return null;
  const icons = { phone: Phone, email: Mail, website: Globe };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Kontak Sekolah</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {rows.map((row) => {
            const Icon = icons[row.key];
            return (
              <div key={row.key} className="min-w-0">
                <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {row.label}
                </dt>
                <dd className="mt-0.5 font-medium break-words text-brand-700 underline-offset-2 [&_a]:underline">
                  {row.value}
                </dd>
                <dd>
                  <ChangedBy change={school.profileChanges[row.key]} className="mt-0.5" />
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
