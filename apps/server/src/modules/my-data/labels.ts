/** Turkish names for the PDF (the web has its own copy for the screens). */
export const channelNames = { sms: 'SMS', email: 'E-posta' } as const;
export const kindNames = { reminder: 'Son ödeme günü hatırlatması', decision: 'Başvuru ve şikâyet kararları', receipt: 'Ödeme makbuzları' } as const;
export const methodNames = { password: 'Şifre', edevlet: 'e-Devlet', sms: 'SMS kodu' } as const;
export const deviceNames = { phone: 'Telefon', tablet: 'Tablet', computer: 'Bilgisayar', unknown: 'Bilinmiyor' } as const;
