import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { SchoolSummary } from '@core/contracts/schools';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { paths } from '@web/config/paths';
import { useDebouncedValue } from '@web/hooks/use-debounced';
import { cn } from '@web/lib/cn';
import {
  nameSuggestionsQuery,
  SUGGESTION_MIN_LENGTH,
  type SuggestionArea,
} from '../api/name-suggestions';

/**
 * Whole school names offered while a parent types a school's name (a combobox
 * with a list of suggestions): the listing's search 300 ms after typing
 * stops, in the chosen area. Arrow keys move through them, Enter or a tap
 * opens the school; Enter without a chosen name submits the form as before.
 */
export function useNameSuggestions(text: string, area: SuggestionArea) {
  const navigate = useNavigate();
  const listId = useId();
  const typed = useDebouncedValue(text.trim());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const long = typed.length >= SUGGESTION_MIN_LENGTH && text.trim().length >= SUGGESTION_MIN_LENGTH;
  const query = useQuery({ ...nameSuggestionsQuery(typed, area), enabled: open && long });
  const schools = open && long ? (query.data?.schools ?? []) : [];
  const shown = schools.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (school: SchoolSummary) => {
    setOpen(false);
    void navigate(paths.school(school.slug));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // past either end goes back to the text as typed
      setActive((current) => {
        const next = current + step;
        return next < -1 ? schools.length - 1 : next >= schools.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && schools[active]) {
      event.preventDefault();
      choose(schools[active]);
    }
  };

  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': shown,
    'aria-controls': listId,
    'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
    autoComplete: 'off',
    onKeyDown,
    onBlur: () => setOpen(false),
  };

  const list = (className?: string) => (
    <ul
      id={listId}
      role="listbox"
      aria-label="Saran nama sekolah"
      hidden={!shown}
      className={cn(
        'overflow-hidden rounded-lg border border-slate-200 bg-white text-left',
        className,
      )}
    >
      {schools.map((school, index) => (
        <li
          key={school.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // keeps the focus in the field, so the tap is not lost to its blur
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(school)}
          className={cn(
            'cursor-pointer border-b border-slate-100 px-3 py-2.5 last:border-b-0 hover:bg-brand-50',
            index === active && 'bg-brand-50',
          )}
        >
          <span className="block font-medium text-slate-900">{school.name}</span>
          <span className="block text-sm text-slate-600">
            {EDUCATION_LEVEL_LABELS[school.educationLevel]} · {school.city.name},{' '}
            {school.province.name}
          </span>
        </li>
      ))}
    </ul>
  );

  /** the field's text changed by typing: offer names again, none chosen yet */
  const typing = () => {
    setOpen(true);
    setActive(-1);
  };

  return { inputProps, list, typing };
}
