/** The texts of /file-downloads/{fileId}, the page the e-mailed link opens (decision 0031: the spec has none). */
export const FILE_DOWNLOAD_TEXT = {
  title: 'File Download',
  loading: 'Loading your file',
  preparingTitle: 'Your file is still being prepared',
  preparing: 'The download starts on this page as soon as it is ready.',
  readyTitle: 'Your file is ready',
  started: 'Your download has started. If it did not, download the file again.',
  download: 'Download CSV',
  downloadAgain: 'Download again',
  expiredTitle: 'This download link has expired',
  expired: 'Export the report again for a new file.',
  notFoundTitle: 'File not found',
  notFound:
    'This download link is not for the account you are signed in to, or its file no longer exists. Sign in to the account that requested the export, or export the report again.',
} as const;
