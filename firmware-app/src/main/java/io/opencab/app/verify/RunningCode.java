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
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The code this JVM actually runs (regulations.md 1.8: verify the software that executes, not a
 * folder a launcher names): the jars and directories on its class path, module path, appended
 * boot class path and module patches, the code source of the cabinet's own classes and of each
 * module's classes, its runtime ({@code java.home}), and any agent or class-path option passed
 * through the JVM's option variables. Found from the running JVM, never from {@code -Dopencab.home}.
 *
 * @param cabinetCode where the cabinet's own classes come from (its jar, or a classes directory)
 * @param code        every other place code is loaded from, as found
 * @param javaHome    the runtime in use
 * @param jvmOptions  agent, boot class path or patch options found in JAVA_TOOL_OPTIONS, JDK_JAVA_OPTIONS,
 *                    _JAVA_OPTIONS (each loads code the manifest cannot cover)
 */
public record RunningCode(Path cabinetCode, List<Path> code, Path javaHome, List<String> jvmOptions) {
    /** The image layout (docs/deploy.md): the cabinet runs from {@code <root>/app/cabinet.jar}. */
    static final String CABINET_JAR = "app/cabinet.jar";
    private static final List<String> OPTION_VARIABLES = List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS");

    public RunningCode {
        code = List.copyOf(code);
        jvmOptions = List.copyOf(jvmOptions);
    }

    /** This JVM's code; {@code anchors} are classes whose code sources are added (one per module of the cabinet). */
    public static RunningCode current(List<Class<?>> anchors, Map<String, String> env) {
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
        List<String> options = new ArrayList<>();
        for (String var : OPTION_VARIABLES) {
            String v = env.get(var);
            if (v != null && v.matches("(?s).*(-javaagent|-agentlib|-agentpath|-Xbootclasspath|--patch-module"
                + "|-Djava\\.class\\.path|--class-path|-cp\\b|--module-path|-p\\b).*")) {
                options.add(var + "=" + v);
            }
        }
        Path self = source(RunningCode.class).orElse(Path.of("(unknown)"));
        return new RunningCode(self, new ArrayList<>(code), Path.of(System.getProperty("java.home")), options);
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
     * listed as a file component, a runtime other than the image's, a JVM option that loads code.
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
        jvmOptions.forEach(o -> out.add("JVM option " + o + " (loads code the manifest does not cover)"));
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
