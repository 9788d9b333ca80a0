package io.opencab.sas;

/** The one unchecked exception of the SAS module: a bad argument or a link that cannot be used. */
public final class SasException extends RuntimeException {
    public SasException(String message) {
        super(message);
    }

    public SasException(String message, Throwable cause) {
        super(message, cause);
    }
}
