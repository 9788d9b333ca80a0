package io.opencab.money;

/** The money module's one unchecked exception: a format that cannot be built (a bad currency, credit value or key). */
public final class MoneyException extends RuntimeException {
    public MoneyException(String message) {
        super(message);
    }
}
