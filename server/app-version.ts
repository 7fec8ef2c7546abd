import packageJson from '../package.json' with { type: 'json' };

/** The version of package.json: what the API description and the CHANGELOG name. */
export const APP_VERSION: string = packageJson.version;
