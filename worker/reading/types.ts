// What the brochure reader works on and proposes (issue 21).

/** A word as read, in pixels of its page (top-left origin). */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A line of words as the text source found it (OCR's lines, or a PDF's baselines). */
export interface TextLine {
  words: Word[];
}

export interface PageText {
  /** 1-based */
  page: number;
  width: number;
  height: number;
  lines: TextLine[];
  /** where the words came from */
  source: 'pdf-text' | 'ocr';
}

export type FeeFrequency = 'One-Time' | 'Monthly' | 'Yearly' | 'Semester';

/** A box on the page as fractions of its width and height (0..1). */
export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ProposedFeeLine {
  label: string;
  /** whole rupiah */
  amount: number;
  frequency: FeeFrequency;
  /** the alternative this amount belongs to ('Gelombang II', 'putri'), or null */
  variant: string | null;
  /** a global cost category code guessed from the label, or null */
  category: string | null;
  page: number;
  /** the amount and its label on the page */
  box: PageBox;
}
