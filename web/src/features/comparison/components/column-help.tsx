import { Info } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';

/** A column title with an explanation on hover or keyboard focus. */
export function ColumnHelp({ title, help }: { title: string; help: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      {title}
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className="rounded-full text-slate-500 hover:text-slate-800"
            aria-label={`Penjelasan ${title}: ${help}`}
          >
            <Info className="size-4" aria-hidden="true" />
          </button>
        </TooltipTrigger>
        <TooltipContent>{help}</TooltipContent>
      </Tooltip>
    </span>
  );
}
