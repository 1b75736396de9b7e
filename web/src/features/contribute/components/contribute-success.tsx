import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';

/** SPEC §2: after a successful submission, until 'Kirim Data Lain'. */
export function ContributeSuccess({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // the form is gone: put the reader on the news
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <CheckCircle2 className="size-14 text-emerald-600" aria-hidden="true" />
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          Data Berhasil Dikirim!
        </h2>
        <p className="max-w-md text-slate-700">
          Terima kasih atas kontribusi Anda. Tim kami akan meninjau data ini dalam 1-3 hari kerja
          sebelum dipublikasikan.
        </p>
        <Button type="button" size="lg" className="mt-2" onClick={onAgain}>
          Kirim Data Lain
        </Button>
      </CardContent>
    </Card>
  );
}
