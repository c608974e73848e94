import { describe, expect, it } from 'vitest';
import { readXml, xmlElement } from '../banks/xml';

describe('bank XML (docs/domain/payments-and-banks.md)', () => {
  it('writes nested fields in order, escaping what XML reserves', () => {
    expect(xmlElement('CC5Request', { Name: 'api<&>"\'', Extra: { ORDERSTATUS: 'QUERY' }, Total: 12 })).toBe(
      '<CC5Request><Name>api&lt;&amp;&gt;&quot;&apos;</Name><Extra><ORDERSTATUS>QUERY</ORDERSTATUS></Extra><Total>12</Total></CC5Request>',
    );
  });

  it('reads the first leaf of a name anywhere in the message, keeping codes as text', () => {
    const reply = readXml(
      '<?xml version="1.0" encoding="utf-8"?><VposResponse><ResultCode>0000</ResultCode><Info><AuthCode>000123</AuthCode></Info><AuthCode>999</AuthCode><Empty/><Text> a &amp; b </Text></VposResponse>',
    );
    expect(reply.leaf('ResultCode')).toBe('0000');
    expect(reply.leaf('AuthCode')).toBe('000123');
    expect(reply.leaf('Empty')).toBe('');
    expect(reply.leaf('Text')).toBe(' a & b ');
    expect(reply.leaf('Missing')).toBeNull();
  });

  it('round-trips what it writes, Turkish letters included', () => {
    const xml = xmlElement('VposRequest', { CardHoldersName: 'ŞÜKRÜ ÇAĞLAR Ğİ', ClientIp: '10.0.0.1' });
    expect(readXml(xml).leaf('CardHoldersName')).toBe('ŞÜKRÜ ÇAĞLAR Ğİ');
  });

  it('never expands a DTD entity, and reads text that is not XML as a message without fields', () => {
    const attack = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd"><!ENTITY y "secret">]><r><ResultCode>&x;&y;</ResultCode></r>';
    expect(readXml(attack).leaf('ResultCode') ?? '').not.toContain('root:');
    expect(readXml(attack).leaf('ResultCode') ?? '').not.toContain('secret');
    expect(readXml('not xml at all <<<').leaf('ResultCode')).toBeNull();
    expect(readXml('').leaf('ResultCode')).toBeNull();
  });
});
