import { getCDNUrl, setCDNUrl } from 'react-sfx';

// Once at start-up, before anything plays: fetch built-in sounds from your own CDN or origin.
// Files are requested as `${base}/<category>/<name>.<hash>.mp3`.
setCDNUrl('https://cdn.example.com/react-sfx/v1');

export const soundBase = getCDNUrl(); // 'https://cdn.example.com/react-sfx/v1'
