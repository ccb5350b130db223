// Imported first by main.ts: React and React Router pick their production builds from
// NODE_ENV when they are first loaded, so it must be set before any other import runs.
// `npm start` is the production server unless the operator says otherwise.
process.env.NODE_ENV ??= "production";
