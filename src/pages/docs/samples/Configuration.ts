import { getCDNUrl, setCDNUrl, setLoadTimeout, setLocalSoundsPath } from 'react-sfx';

// Once at start-up, before anything plays: fetch built-in sounds from your own CDN or origin.
// Files are requested as `${base}/<category>/<name>.<hash>.mp3`.
setCDNUrl('https://cdn.example.com/react-sfx/v1');

// A site served under a sub-path keeps its self-hosted copies there too...
setLocalSoundsPath('/my-app/sounds');
// ...and one that self-hosts nothing skips the HEAD check for a copy: straight to the CDN.
// setLocalSoundsPath(false);

// A load that has not finished in 10 s fails, and the next play tries afresh; a slow link may want longer.
setLoadTimeout(20_000);

export const soundBase = getCDNUrl(); // 'https://cdn.example.com/react-sfx/v1'
