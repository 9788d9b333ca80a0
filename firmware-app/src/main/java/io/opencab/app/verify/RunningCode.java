package io.opencab.app.verify;

import java.io.File;
import java.io.IOException;
import java.lang.module.ResolvedModule;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The code this JVM actually runs (regulations.md 1.8: verify the software that executes, not a
 * folder a launcher names): the jars and directories on its class path, module path, appended
 * boot class path and module patches, the code source of the cabinet's own classes and of each
 * module's classes, and its runtime ({@code java.home}). Found from the running JVM, never from
 * {@code -Dopencab.home}. How the JVM was started (its options, the variables, native code) is
 * {@link JvmLaunch}.
 *
 * @param cabinetCode where the cabinet's own classes come from (its jar, or a classes directory)
 * @param code        every other place code is loaded from, as found
 * @param javaHome    the runtime in use
 */
public record RunningCode(Path cabinetCode, List<Path> code, Path javaHome) {
    /** The image layout (docs/deploy.md): the cabinet runs from {@code <root>/app/cabinet.jar}. */
    static final String CABINET_JAR = "app/cabinet.jar";

    public RunningCode {
        code = List.copyOf(code);
    }

    /** This JVM's code; {@code anchors} are classes whose code sources are added (one per module of the cabinet). */
    public static RunningCode current(List<Class<?>> anchors) {
        Set<Path> code = new LinkedHashSet<>();
        paths(System.getProperty("java.class.path"), code);
        paths(System.getProperty("jdk.module.path"), code);
        paths(System.getProperty("jdk.boot.class.path.append"), code);
        System.getProperties().stringPropertyNames().stream().filter(k -> k.startsWith("jdk.module.patch."))
            .forEach(k -> {
                String v = System.getProperty(k);
                paths(v.substring(v.indexOf('=') + 1), code);
            });
        for (ResolvedModule m : ModuleLayer.boot().configuration().modules()) {
            m.reference().location().filter(u -> "file".equals(u.getScheme())).ifPresent(u -> code.add(Path.of(u)));
        }
        for (Class<?> c : anchors) {
            source(c).ifPresent(code::add);
        }
        Path self = source(RunningCode.class).orElse(Path.of("(unknown)"));
        return new RunningCode(self, new ArrayList<>(code), Path.of(System.getProperty("java.home")));
    }

    private static void paths(String list, Set<Path> out) {
        if (list == null || list.isBlank()) {
            return;
        }
        for (String p : list.split(File.pathSeparator)) {
            if (!p.isBlank()) {
                out.add(Path.of(p).toAbsolutePath().normalize());
            }
        }
    }

    private static Optional<Path> source(Class<?> c) {
        CodeSource cs = c.getProtectionDomain().getCodeSource();
        if (cs == null || cs.getLocation() == null) {
            return Optional.empty();
        }
        try {
            URI u = cs.getLocation().toURI();
            return "file".equals(u.getScheme()) ? Optional.of(Path.of(u)) : Optional.empty();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The install image the cabinet runs from: the root of {@code <root>/app/cabinet.jar}, if that is where it runs. */
    public Optional<Path> installRoot() {
        Path real = real(cabinetCode);
        Path app = real.getParent();
        if (Files.isRegularFile(real) && real.getFileName().toString().equals("cabinet.jar") && app != null
            && app.getFileName() != null && app.getFileName().toString().equals("app") && app.getParent() != null) {
            return Optional.of(app.getParent());
        }
        return Optional.empty();
    }

    /**
     * What runs here and the manifest of {@code root} does not cover: code outside the image or not
     * listed as a file component, a runtime other than the image's.
     */
    public List<String> uncovered(Path root, SoftwareManifest manifest) {
        Set<String> files = new java.util.HashSet<>();
        boolean runtime = false;
        for (Component c : manifest.components()) {
            if (c.kind() == Component.Kind.FILE) {
                files.add(c.name());
            }
            runtime |= c.kind() == Component.Kind.TREE && c.name().equals(SoftwareManifest.RUNTIME_DIR);
        }
        List<String> out = new ArrayList<>();
        List<Path> all = new ArrayList<>(code);
        all.addFirst(cabinetCode);
        for (Path p : all) {
            Path real = real(p);
            if (!real.startsWith(root)) {
                out.add(p + " (outside the image " + root + ")");
            } else if (!Files.isRegularFile(real) || !files.contains(ComponentBytes.relative(root, real))) {
                out.add(p + " (not a file the manifest lists)");
            }
        }
        Path home = real(javaHome);
        if (!runtime || !home.equals(root.resolve(SoftwareManifest.RUNTIME_DIR))) {
            out.add("runtime " + javaHome + " (not the image's " + SoftwareManifest.RUNTIME_DIR + "/)");
        }
        return out.stream().distinct().toList();
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }
}
