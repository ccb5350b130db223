// Tests post multipart forms exactly as the demo content does (server/lib/form-body.ts).
export { multipartBody as multipart } from "../lib/form-body.ts";
