// tailwind-merge with only the class groups the app's class names fall in
// (its full default config is ~8.5 KB gzipped of every page's first load).
// Each group below is tailwind-merge 3's own definition, in its default
// order (a class matches the first group that takes it); class-merge.test.ts
// proves this merges every pair of the app's class names as twMerge does.
import { createTailwindMerge, fromTheme, validators } from 'tailwind-merge';

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

const themeColor = fromTheme('color');
const themeFont = fromTheme('font');
const themeText = fromTheme('text');
const themeTracking = fromTheme('tracking');
const themeBlur = fromTheme('blur');
const themeFontWeight = fromTheme('font-weight');
const themeLeading = fromTheme('leading');
const themeBreakpoint = fromTheme('breakpoint');
const themeContainer = fromTheme('container');
const themeSpacing = fromTheme('spacing');
const themeRadius = fromTheme('radius');
const themeShadow = fromTheme('shadow');
const themeAspect = fromTheme('aspect');
const themeAnimate = fromTheme('animate');

const arbitrary = [isArbitraryVariable, isArbitraryValue];
const overflow = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const spacing = [...arbitrary, themeSpacing];
const inset = [isFraction, 'full', 'auto', ...spacing];
const margin = ['auto', ...spacing];
const alignSecondary = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
// prettier-ignore
const sizing = [isFraction, 'auto', 'full', 'dvw', 'dvh', 'lvw', 'lvh', 'svw', 'svh', 'min', 'max', 'fit', ...spacing];
const color = [themeColor, ...arbitrary];
const radius = ['', 'none', 'full', themeRadius, ...arbitrary];
const borderWidth = ['', isNumber, isArbitraryVariableLength, isArbitraryLength];
// prettier-ignore
const position = ['center', 'top', 'bottom', 'left', 'right', 'top-left', 'left-top', 'top-right', 'right-top', 'bottom-right', 'right-bottom', 'bottom-left', 'left-bottom'];
const lineStyle = ['solid', 'dashed', 'dotted', 'double'];

export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {
    animate: ['spin', 'ping', 'pulse', 'bounce'],
    aspect: ['video'],
    blur: [isTshirtSize],
    breakpoint: [isTshirtSize],
    color: [isAny],
    container: [isTshirtSize],
    font: [isAnyNonArbitrary],
    // prettier-ignore
    'font-weight': ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'],
    leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose'],
    radius: [isTshirtSize],
    shadow: [isTshirtSize],
    spacing: ['px', isNumber],
    text: [isTshirtSize],
    tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest'],
  },
  // prettier-ignore
  classGroups: {
    aspect: [{ aspect: ['auto', 'square', isFraction, ...arbitrary, themeAspect] }],
    container: ['container'],
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'table', 'inline-table', 'table-caption', 'table-cell', 'table-column', 'table-column-group', 'table-footer-group', 'table-header-group', 'table-row-group', 'table-row', 'flow-root', 'grid', 'inline-grid', 'contents', 'list-item', 'hidden'],
    sr: ['sr-only', 'not-sr-only'],
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    overflow: [{ overflow }],
    'overflow-x': [{ 'overflow-x': overflow }],
    'overflow-y': [{ 'overflow-y': overflow }],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset: inset }],
    'inset-x': [{ 'inset-x': inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    visibility: ['visible', 'invisible', 'collapse'],
    z: [{ z: [isInteger, 'auto', ...arbitrary] }],
    basis: [{ basis: [isFraction, 'full', 'auto', themeContainer, ...spacing] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
    flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue] }],
    shrink: [{ shrink: ['', isNumber, ...arbitrary] }],
    'grid-cols': [{ 'grid-cols': [isInteger, 'none', 'subgrid', ...arbitrary] }],
    'col-start-end': [{ col: ['auto', { span: ['full', isInteger, ...arbitrary] }, isInteger, ...arbitrary] }, ],
    'col-start': [{ 'col-start': [isInteger, 'auto', ...arbitrary] }],
    'row-start': [{ 'row-start': [isInteger, 'auto', ...arbitrary] }],
    gap: [{ gap: spacing }],
    'gap-x': [{ 'gap-x': spacing }],
    'gap-y': [{ 'gap-y': spacing }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline', 'center-safe', 'end-safe', 'normal'] }],
    'justify-self': [{ 'justify-self': ['auto', ...alignSecondary] }],
    'align-items': [{ items: [...alignSecondary, { baseline: ['', 'last'] }] }],
    'align-self': [{ self: ['auto', ...alignSecondary, { baseline: ['', 'last'] }] }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: margin }],
    mx: [{ mx: margin }],
    mt: [{ mt: margin }],
    mr: [{ mr: margin }],
    mb: [{ mb: margin }],
    ml: [{ ml: margin }],
    'space-y': [{ 'space-y': spacing }],
    size: [{ size: sizing }],
    w: [{ w: [themeContainer, 'screen', ...sizing] }],
    'min-w': [{ 'min-w': [themeContainer, 'screen', 'none', ...sizing] }],
    'max-w': [{ 'max-w': [themeContainer, 'screen', 'none', 'prose', { screen: [themeBreakpoint] }, ...sizing] }],
    h: [{ h: ['screen', 'lh', ...sizing] }],
    'min-h': [{ 'min-h': ['screen', 'lh', 'none', ...sizing] }],
    'max-h': [{ 'max-h': ['screen', 'lh', 'none', ...sizing] }],
    'font-size': [{ text: ['base', themeText, isArbitraryVariableLength, isArbitraryLength] }],
    'font-style': ['italic', 'not-italic'],
    'font-weight': [{ font: [themeFontWeight, isArbitraryVariableWeight, isArbitraryWeight] }],
    'font-family': [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, themeFont] }],
    'fvn-spacing': ['proportional-nums', 'tabular-nums'],
    tracking: [{ tracking: [themeTracking, ...arbitrary] }],
    'line-clamp': [{ 'line-clamp': [isNumber, 'none', isArbitraryVariable, isArbitraryNumber] }],
    leading: [{ leading: ['none', themeLeading, ...spacing] }],
    'list-style-type': [{ list: ['disc', 'decimal', 'none', ...arbitrary] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: color }],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'underline-offset': [{ 'underline-offset': [isNumber, 'auto', ...arbitrary] }],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'vertical-align': [{ align: ['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super', ...arbitrary] }],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'bg-color': [{ bg: color }],
    'gradient-from': [{ from: color }],
    'gradient-to': [{ to: color }],
    rounded: [{ rounded: radius }],
    'rounded-b': [{ 'rounded-b': radius }],
    'border-w': [{ border: borderWidth }],
    'border-w-t': [{ 'border-t': borderWidth }],
    'border-w-b': [{ 'border-b': borderWidth }],
    'divide-y': [{ 'divide-y': borderWidth }],
    'border-style': [{ border: [...lineStyle, 'hidden', 'none'] }],
    'border-color': [{ border: color }],
    'divide-color': [{ divide: color }],
    'outline-style': [{ outline: [...lineStyle, 'none', 'hidden'] }],
    'outline-offset': [{ 'outline-offset': [isNumber, ...arbitrary] }],
    'outline-w': [{ outline: ['', isNumber, isArbitraryVariableLength, isArbitraryLength] }],
    'outline-color': [{ outline: color }],
    shadow: [{ shadow: ['', 'inner', 'none', themeShadow, isArbitraryVariableShadow, isArbitraryShadow] }],
    opacity: [{ opacity: [isNumber, ...arbitrary] }],
    blur: [{ blur: ['', 'none', themeBlur, ...arbitrary] }],
    'backdrop-blur': [{ 'backdrop-blur': ['', 'none', themeBlur, ...arbitrary] }],
    'table-layout': [{ table: ['auto', 'fixed'] }],
    transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', ...arbitrary] }],
    animate: [{ animate: ['none', themeAnimate, ...arbitrary] }],
    scale: [{ scale: ['none', isNumber, ...arbitrary] }],
    transform: [{ transform: [...arbitrary, '', 'none', 'gpu', 'cpu'] }],
    'transform-origin': [{ origin: [...position, ...arbitrary] }],
    'translate-x': [{ 'translate-x': [isFraction, 'full', ...spacing] }],
    'translate-y': [{ 'translate-y': [isFraction, 'full', ...spacing] }],
    accent: [{ accent: color }],
    appearance: [{ appearance: ['none', 'auto'] }],
    cursor: [{ cursor: ['auto', 'default', 'pointer', 'wait', 'text', 'move', 'help', 'not-allowed', 'none', 'context-menu', 'progress', 'cell', 'crosshair', 'vertical-text', 'alias', 'copy', 'no-drop', 'grab', 'grabbing', 'all-scroll', 'col-resize', 'row-resize', 'n-resize', 'e-resize', 's-resize', 'w-resize', 'ne-resize', 'nw-resize', 'se-resize', 'sw-resize', 'ew-resize', 'ns-resize', 'nesw-resize', 'nwse-resize', 'zoom-in', 'zoom-out', ...arbitrary] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    'scroll-mt': [{ 'scroll-mt': spacing }],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
    fill: [{ fill: ['none', ...color] }],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    flex: ['basis', 'shrink'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-b'],
    'border-w': ['border-w-t', 'border-w-b'],
    translate: ['translate-x', 'translate-y'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // prettier-ignore
  orderSensitiveModifiers: ['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection'],
}));
