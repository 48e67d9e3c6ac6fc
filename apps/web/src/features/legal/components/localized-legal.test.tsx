/** Issue 30: the legal pages in Spanish, with the note that the English text governs; English stays as the spec gives it. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { activateLanguage } from '@/lib/i18n';
import { PrivacyPolicy, TermsOfService } from './localized-legal';

const page = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('legal pages', () => {
  afterEach(async () => {
    cleanup();
    await activateLanguage('en');
  });

  it('in English: the spec\'s title and date, no translation note', () => {
    page(<TermsOfService />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('July 22, 2025')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('heading', { name: /^1\.\s*Your account$/ })).toBeTruthy();
  });

  it('in Spanish: the translated terms, the date through Intl, and the note that the English text governs', async () => {
    await activateLanguage('es');
    page(<TermsOfService />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeTruthy();
    expect(screen.getByText('22 de julio de 2025')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Esta es una traducción para tu comodidad: el texto en inglés es el que rige.');
    expect(screen.getByRole('heading', { name: /^1\.\s*Tu cuenta$/ })).toBeTruthy();
    expect(screen.getByText(/Estos términos se rigen por las leyes del Estado de Texas/)).toBeTruthy();
    expect(screen.getByText(/Correo postal:/)).toBeTruthy();
  });

  it('in Spanish: the translated privacy policy', async () => {
    await activateLanguage('es');
    page(<PrivacyPolicy />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getByRole('note')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^1\.\s*Información que recopilamos$/ })).toBeTruthy();
    expect(screen.getByText(/Kickoff no es para menores de 18 años/)).toBeTruthy();
  });
});
