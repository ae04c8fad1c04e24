// A QR code as SVG markup, with bwip-js's QR encoder alone (its default export bundles them all).
import { drawingSVG, qrcode } from 'bwip-js/browser';

export const qrSvg = (text: string): string => qrcode({ bcid: 'qrcode', text, scale: 2 }, drawingSVG()) as unknown as string;
