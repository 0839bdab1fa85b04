"""PLACEHOLDER: reference semantics of the shape_ops ops."""
