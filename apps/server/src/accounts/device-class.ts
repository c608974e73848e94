/**
 * The device class of a sign-in from its User-Agent: all the member's access log shows, so
 * neither the raw agent nor the address is kept or shown. Tablets first: an iPad or an
 * Android tablet's agent also says "Mobile" on some browsers.
 */
export function deviceClassOf(userAgent: string | undefined): 'phone' | 'tablet' | 'computer' | 'unknown' {
  if (!userAgent) return 'unknown';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'phone';
  if (/Windows NT|Macintosh|X11|Linux|CrOS/i.test(userAgent)) return 'computer';
  return 'unknown';
}
