(define (problem plan_trial_T00000000_000001_000101)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        ForkType - otype
        KnifeType - otype
        LettuceType - otype
        SaltShakerType - otype
        Lettuce_bar__minus_00_dot_20_bar__plus_00_dot_66_bar__plus_00_dot_87 - object
        Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73 - object
        DishSponge_bar__plus_01_dot_45_bar__plus_01_dot_13_bar__minus_02_dot_26 - object
        Fork_bar__minus_01_dot_31_bar__plus_00_dot_53_bar__plus_02_dot_95 - object
        Fork_bar__plus_00_dot_44_bar__plus_00_dot_36_bar__minus_02_dot_43 - object
        SaltShaker_bar__plus_00_dot_22_bar__plus_00_dot_16_bar__plus_00_dot_63 - object
        Cabinet_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_36 - receptacle
        Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 - receptacle
        Cabinet_bar__minus_00_dot_66_bar__plus_02_dot_23_bar__plus_00_dot_59 - receptacle
        Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35 - receptacle
        Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__plus_00_dot_16 - receptacle
        Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 - receptacle
        Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 - receptacle
        Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_3_bar__minus_30 - location
        loc_bar_0_bar_6_bar_3_bar_30 - location
        loc_bar_0_bar__minus_1_bar_3_bar_0 - location
        loc_bar_2_bar_11_bar_3_bar_30 - location
        loc_bar_4_bar_4_bar_1_bar_30 - location
        loc_bar_7_bar_0_bar_1_bar_30 - location
        loc_bar_7_bar__minus_2_bar_1_bar__minus_30 - location
        loc_bar_7_bar__minus_2_bar_2_bar_30 - location
        loc_bar_7_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar__minus_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar__minus_9_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_36 loc_bar_7_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_36)
        (receptacleType Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71 loc_bar_7_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 loc_bar_7_bar__minus_2_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02)
        (receptacleType Cabinet_bar__minus_00_dot_66_bar__plus_02_dot_23_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_66_bar__plus_02_dot_23_bar__plus_00_dot_59 loc_bar_0_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_66_bar__plus_02_dot_23_bar__plus_00_dot_59)
        (receptacleType Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35 loc_bar_4_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_94_bar__plus_00_dot_83_bar__plus_01_dot_35)
        (receptacleType Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__plus_00_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__plus_00_dot_16 loc_bar_7_bar_0_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__plus_00_dot_16)
        (receptacleType Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 loc_bar_2_bar_11_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42)
        (receptacleType Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 loc_bar_0_bar__minus_1_bar_3_bar_0)
        (openable Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (receptacleType Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin loc_bar_0_bar_6_bar_3_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (objectType Lettuce_bar__minus_00_dot_20_bar__plus_00_dot_66_bar__plus_00_dot_87 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_20_bar__plus_00_dot_66_bar__plus_00_dot_87 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_00_dot_20_bar__plus_00_dot_66_bar__plus_00_dot_87 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_20_bar__plus_00_dot_66_bar__plus_00_dot_87)
        (cleanable Lettuce_bar__minus_00_dot_20_bar__plus_00_dot_66_bar__plus_00_dot_87)
        (coolable Lettuce_bar__minus_00_dot_20_bar__plus_00_dot_66_bar__plus_00_dot_87)
        (sliceable Lettuce_bar__minus_00_dot_20_bar__plus_00_dot_66_bar__plus_00_dot_87)
        (objectType Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73)
        (cleanable Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73)
        (heatable Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73)
        (coolable Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73)
        (sliceable Apple_bar__plus_01_dot_95_bar__plus_01_dot_42_bar__plus_00_dot_73)
        (objectType DishSponge_bar__plus_01_dot_45_bar__plus_01_dot_13_bar__minus_02_dot_26 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_45_bar__plus_01_dot_13_bar__minus_02_dot_26 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42)
        (objectAtLocation DishSponge_bar__plus_01_dot_45_bar__plus_01_dot_13_bar__minus_02_dot_26 loc_bar_2_bar_11_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_45_bar__plus_01_dot_13_bar__minus_02_dot_26)
        (cleanable DishSponge_bar__plus_01_dot_45_bar__plus_01_dot_13_bar__minus_02_dot_26)
        (objectType Fork_bar__minus_01_dot_31_bar__plus_00_dot_53_bar__plus_02_dot_95 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_31_bar__plus_00_dot_53_bar__plus_02_dot_95 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42)
        (objectAtLocation Fork_bar__minus_01_dot_31_bar__plus_00_dot_53_bar__plus_02_dot_95 loc_bar_2_bar_11_bar_3_bar_30)
        (pickupable Fork_bar__minus_01_dot_31_bar__plus_00_dot_53_bar__plus_02_dot_95)
        (cleanable Fork_bar__minus_01_dot_31_bar__plus_00_dot_53_bar__plus_02_dot_95)
        (objectType Fork_bar__plus_00_dot_44_bar__plus_00_dot_36_bar__minus_02_dot_43 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_44_bar__plus_00_dot_36_bar__minus_02_dot_43 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42)
        (objectAtLocation Fork_bar__plus_00_dot_44_bar__plus_00_dot_36_bar__minus_02_dot_43 loc_bar_2_bar_11_bar_3_bar_30)
        (pickupable Fork_bar__plus_00_dot_44_bar__plus_00_dot_36_bar__minus_02_dot_43)
        (cleanable Fork_bar__plus_00_dot_44_bar__plus_00_dot_36_bar__minus_02_dot_43)
        (objectType SaltShaker_bar__plus_00_dot_22_bar__plus_00_dot_16_bar__plus_00_dot_63 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_22_bar__plus_00_dot_16_bar__plus_00_dot_63 Cabinet_bar__plus_02_dot_39_bar__plus_02_dot_48_bar__minus_01_dot_71)
        (objectAtLocation SaltShaker_bar__plus_00_dot_22_bar__plus_00_dot_16_bar__plus_00_dot_63 loc_bar_7_bar__minus_2_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__plus_00_dot_22_bar__plus_00_dot_16_bar__plus_00_dot_63)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
