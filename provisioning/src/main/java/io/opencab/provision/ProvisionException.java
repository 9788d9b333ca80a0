package io.opencab.provision;

import io.opencab.app.AppException;

/** Provisioning's one unchecked exception root: a refused or failed command; nothing was written. */
public final class ProvisionException extends AppException {
    private static final long serialVersionUID = 1L;

    public ProvisionException(String message) {
        super(message);
    }

    public ProvisionException(String message, Throwable cause) {
        super(message, cause);
    }
}
