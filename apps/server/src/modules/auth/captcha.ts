import svgCaptcha from 'svg-captcha';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** A fresh captcha: the SVG as a data URL for an <img>, and its answer, lower-cased. */
export const drawCaptcha = () => {
  const captcha = svgCaptcha.create({
    size: 5,
    noise: 2,
    color: true,
    background: '#f1f4fa',
    ignoreChars: '0oO1ilI',
    width: 150,
    height: 48,
  });
  return {
    image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    answer: captcha.text.toLowerCase(),
  };
};
