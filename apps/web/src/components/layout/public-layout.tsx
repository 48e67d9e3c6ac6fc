import * as React from 'react';
import { Logo } from './logo';
import { Footer } from './footer';

/** Signed-out screens (landing, legal pages): logo header with an action slot, content, footer. */
export function PublicLayout({ action, children }: { action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          {action}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
