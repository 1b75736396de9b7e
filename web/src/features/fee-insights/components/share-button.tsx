import { Share2 } from 'lucide-react';
import type { SchoolDetail } from '@core/contracts/schools';
import { RULE_FEES_FALLBACK, ruleFeesSentence } from '@core/fee-rule-texts';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { schoolShareText, whatsappShareUrl } from '@core/share';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { WHATSAPP_SHARE_URL } from '@web/config/site';

/**
 * 'Bagikan': opens WhatsApp with a one-line summary and the page's link. The
 * page's own share image (og:image) gives the preview in the chat.
 */
export function ShareButton({ school }: { school: SchoolDetail }) {
  const share = () => {
    const text = schoolShareText({
      name: school.name,
      levelLabel: EDUCATION_LEVEL_LABELS[school.educationLevel],
      cityName: school.city.name,
      fees: school.costs
        ? {
            year: school.costs.academicYear,
            total: school.costs.total,
            unknownItems: school.costs.unknownItems,
            isSample: school.costs.isSample,
            // only the rules' fees are known: say so, never a bare 'Rp 0' total
            rules:
              school.costs.basis === 'rule'
                ? (ruleFeesSentence(school.costs) ?? RULE_FEES_FALLBACK)
                : null,
          }
        : null,
    });
    // the address is read on click, never while rendering (server rendering has no window)
    const pageUrl = `${window.location.origin}${paths.school(school.slug)}`;
    window.open(
      whatsappShareUrl(WHATSAPP_SHARE_URL, text, pageUrl),
      '_blank',
      'noopener,noreferrer',
    );
  };
  return (
    <Button variant="outline" onClick={share} data-testid="share-whatsapp">
      <Share2 className="size-4" aria-hidden="true" />
      Bagikan
    </Button>
  );
}
