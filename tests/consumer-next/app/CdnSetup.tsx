'use client';
import { setCDNUrl } from 'react-sfx';

// The test serves the sounds package itself; NEXT_PUBLIC_SFX_CDN is inlined at build time.
const cdn = process.env.NEXT_PUBLIC_SFX_CDN;
if (cdn) setCDNUrl(cdn);

export function CdnSetup() {
  return null;
}
