import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PageBox } from '@core/contracts/readings';

// Where each proposed fee line was read (issue 21): the review form names its
// lines' places, the file viewer draws them as numbered boxes over the file
// and brings the one the reviewer asks for into view.

/** A line's place: the file (its index in the submission), the page (1-based) and the box. */
export interface LineSource {
  fileIndex: number;
  page: number;
  box: PageBox;
}

/** A line's place under the line's number in the review form. */
export interface SourceMark extends LineSource {
  line: number;
}

interface SourceMarksState {
  marks: readonly SourceMark[];
  /** the line the reviewer asked to see, with a counter so asking twice shows it again */
  active: { line: number; asked: number } | null;
  setMarks: (marks: readonly SourceMark[]) => void;
  show: (line: number) => void;
}

const NONE: SourceMarksState = {
  marks: [],
  active: null,
  setMarks: () => undefined,
  show: () => undefined,
};

const SourceMarksContext = createContext<SourceMarksState>(NONE);

export function SourceMarksProvider({ children }: { children: ReactNode }) {
  const [marks, setMarks] = useState<readonly SourceMark[]>([]);
  const [active, setActive] = useState<SourceMarksState['active']>(null);
  const value = useMemo<SourceMarksState>(
    () => ({
      marks,
      active,
      setMarks,
      show: (line) => setActive((current) => ({ line, asked: (current?.asked ?? 0) + 1 })),
    }),
    [marks, active],
  );
  return <SourceMarksContext.Provider value={value}>{children}</SourceMarksContext.Provider>;
}

export const useSourceMarks = () => useContext(SourceMarksContext);

/** The marks on one page of one file, and the one asked for when it is there. */
export function usePageMarks(fileIndex: number, page: number) {
  const { marks, active } = useSourceMarks();
  const here = marks.filter((mark) => mark.fileIndex === fileIndex && mark.page === page);
  return { marks: here, active: active?.line ?? null };
}

/** The page of this file the reviewer asked to see, when they asked for one of its lines. */
export function useAskedPage(fileIndex: number): { page: number; asked: number } | null {
  const { marks, active } = useSourceMarks();
  const mark = active && marks.find((m) => m.line === active.line);
  return mark && mark.fileIndex === fileIndex ? { page: mark.page, asked: active.asked } : null;
}
