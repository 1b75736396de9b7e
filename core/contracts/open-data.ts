// The public fee CSV and the API description (issue 10 'Open data').

/** Where anyone downloads every published fee. */
export const FEE_CSV_PATH = '/data/biaya-sekolah.csv';
/** Its row in open_data_files and its key in object storage. */
export const FEE_CSV_NAME = 'fees-csv';
export const feeCsvObjectKey = 'open-data/biaya-sekolah.csv';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api-docs';

/** The license of the data we publish (About page, CSV, API description). */
export const DATA_LICENSE = {
  name: 'Creative Commons Atribusi 4.0 Internasional (CC BY 4.0)',
  short: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.id',
} as const;
