package io.opencab.app.cabinet.attendant;

import io.opencab.app.AppException;

/** An attendant function asked for without the key turned, without a PIN, or by a role that may not. */
public final class AccessDenied extends AppException {
    private static final long serialVersionUID = 1L;

    public AccessDenied(String message) {
        super(message);
    }
}
