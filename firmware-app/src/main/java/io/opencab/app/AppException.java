package io.opencab.app;

/** The cabinet application's one unchecked exception root; messages carry ids and counts. */
public class AppException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public AppException(String message) {
        super(message);
    }

    public AppException(String message, Throwable cause) {
        super(message, cause);
    }
}
