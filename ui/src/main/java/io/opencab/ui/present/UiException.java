package io.opencab.ui.present;

/** The kiosk's unchecked exception root: messages carry ids and counts and chain the cause. */
public class UiException extends RuntimeException {
    public UiException(String message) {
        super(message);
    }

    public UiException(String message, Throwable cause) {
        super(message, cause);
    }
}
