// A static export, served by any file host: the test serves out/ and plays it in Chromium.
const config = { output: 'export', reactStrictMode: true };

export default config;
