// The Google sign-in popup lands here: tell the opener how it went, then close.
(function () {
  var params = new URLSearchParams(window.location.search);
  var message = {
    source: 'kickoff-auth-callback',
    error: params.get('error'),
    description: params.get('error_description'),
    // Better Auth lands a sign-in that made the account on newUserCallbackURL (?new=1).
    newUser: params.get('new') === '1',
  };
  if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  }
})();
