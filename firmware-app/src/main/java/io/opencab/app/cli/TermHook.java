package io.opencab.app.cli;

/**
 * Closes the running cabinet when the JVM is stopped by a signal (systemd's SIGTERM, docs/deploy.md): the devices
 * reach their shutdown states and the store records a clean power-down, so the next start does not report a power
 * loss (the lab's observation of 2026-11-28: exit 143 and POWER_LOSS_DETECTED). Removed again when the run ends by
 * itself, which closes the same things in order.
 */
final class TermHook implements AutoCloseable {
    private final Thread hook;

    private TermHook(Thread hook) {
        this.hook = hook;
    }

    /**
     * Registers a hook that closes {@code parts} in the order given (each close is idempotent); a null part (no SAS
     * link configured: {@code SasService.open} gives none) is skipped.
     */
    static TermHook install(AutoCloseable... parts) {
        Thread t = new Thread(() -> closeAll(System.err, parts), "opencab-term");
        Runtime.getRuntime().addShutdownHook(t);
        return new TermHook(t);
    }

    /** Closes every part that is there, in order; a failure is one line on {@code err} and the rest still close. */
    static void closeAll(java.io.PrintStream err, AutoCloseable... parts) {
        for (AutoCloseable p : parts) {
            if (p == null) {
                continue;
            }
            try {
                p.close();
            } catch (Exception e) {
                err.println("cabinet: closing at SIGTERM: " + e);
            }
        }
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs
        }
    }
}
