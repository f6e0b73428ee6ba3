/**
 * Side-effect module: makes server-side service calls (getStaticProps/getServerSideProps, _document)
 * answer through the gateway in-process. Imported only by server code, so neither the gateway nor
 * the sandbox reaches a browser bundle.
 */
import { gateway } from './gateway';
import { createInProcessAdapter } from './in-process-adapter';

globalThis.__nnServerAdapter ??= createInProcessAdapter((request) => gateway(request));

export {};
