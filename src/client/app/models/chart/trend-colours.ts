/** The colour of each series' line, in order: the chart draws them, the figure's legend names them. */
export const SERIES_COLOURS = ['#0284c7', '#dc2626', '#16a34a', '#9333ea'];
