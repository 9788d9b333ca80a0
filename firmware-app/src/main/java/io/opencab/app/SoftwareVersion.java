package io.opencab.app;

/**
 * The firmware's version: the {@code Implementation-Version} of its jar (the project version), or
 * {@code development} when it runs from classes (tests, an IDE). Shown by {@code --version}, the
 * attendant's reports, and kept with every round (docs/outcome-format.md, "Versions").
 */
public final class SoftwareVersion {
    private SoftwareVersion() {
    }

    public static String current() {
        String v = SoftwareVersion.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }
}
