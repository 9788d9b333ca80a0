package io.opencab.app.verify;

import io.opencab.app.AppException;

/** The software manifest cannot be read, is damaged, or cannot be built; names the file and the line. */
public final class VerificationException extends AppException {
    private static final long serialVersionUID = 1L;

    public VerificationException(String message) {
        super(message);
    }

    public VerificationException(String message, Throwable cause) {
        super(message, cause);
    }
}
