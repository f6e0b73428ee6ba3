/** The /download/<platform> loader (getServerSideProps): server-only, kept out of the UI entry. */
export { loadAppDownload, type AppDownloadProps } from './load-app-download';
