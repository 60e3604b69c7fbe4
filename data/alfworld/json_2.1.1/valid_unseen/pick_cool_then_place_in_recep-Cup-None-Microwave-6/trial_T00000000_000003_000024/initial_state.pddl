(define (problem plan_trial_T00000000_000003_000024)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        SpatulaType - otype
        Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88 - object
        Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75 - object
        Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84 - object
        Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42 - object
        Fork_bar__plus_00_dot_66_bar__plus_00_dot_97_bar__minus_01_dot_00 - object
        Fork_bar__minus_02_dot_55_bar__plus_01_dot_47_bar__plus_02_dot_20 - object
        Kettle_bar__plus_01_dot_25_bar__plus_01_dot_34_bar__plus_00_dot_84 - object
        Kettle_bar__plus_01_dot_92_bar__plus_00_dot_88_bar__minus_02_dot_67 - object
        Lettuce_bar__plus_00_dot_80_bar__plus_00_dot_06_bar__plus_01_dot_43 - object
        Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59 - object
        Spatula_bar__plus_02_dot_31_bar__plus_00_dot_76_bar__plus_00_dot_40 - object
        Spatula_bar__plus_00_dot_85_bar__plus_01_dot_48_bar__minus_01_dot_33 - object
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64 - receptacle
        Cabinet_bar__minus_02_dot_29_bar__plus_01_dot_97_bar__minus_01_dot_33 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_36 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_02_dot_93 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_02_dot_15_bar__minus_01_dot_28 - receptacle
        CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09 - receptacle
        CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32 - receptacle
        Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37 - receptacle
        Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 - receptacle
        Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 - receptacle
        GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 - receptacle
        Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 - receptacle
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar__minus_1_bar_9_bar_2_bar_30 - location
        loc_bar__minus_5_bar_0_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_3_bar_0 - location
        loc_bar__minus_5_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar_0 - location
        loc_bar__minus_6_bar_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_3_bar_0 - location
        loc_bar__minus_6_bar_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar_10_bar_3_bar_0 - location
        loc_bar__minus_7_bar_10_bar_3_bar_30 - location
        loc_bar__minus_7_bar_2_bar_3_bar_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar__minus_7_bar__minus_10_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar__minus_10_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64 loc_bar__minus_5_bar_0_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_64)
        (receptacleType Cabinet_bar__minus_02_dot_29_bar__plus_01_dot_97_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_29_bar__plus_01_dot_97_bar__minus_01_dot_33 loc_bar__minus_5_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_29_bar__plus_01_dot_97_bar__minus_01_dot_33)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_36 loc_bar__minus_6_bar_1_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_36)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64 loc_bar__minus_6_bar_5_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_64)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_02_dot_93 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_02_dot_93 loc_bar__minus_7_bar_10_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_02_dot_93)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_02_dot_15_bar__minus_01_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_02_dot_15_bar__minus_01_dot_28 loc_bar__minus_5_bar__minus_4_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_02_dot_15_bar__minus_01_dot_28)
        (receptacleType CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09 loc_bar__minus_1_bar_9_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37)
        (receptacleType Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03)
        (receptacleType Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (receptacleType GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 loc_bar__minus_7_bar_10_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44)
        (canContain CabinetType CupType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpatulaType)
        (objectType Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88 CupType)
        (inReceptacle Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88 Cabinet_bar__minus_02_dot_45_bar__plus_02_dot_15_bar__minus_01_dot_28)
        (objectAtLocation Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88 loc_bar__minus_5_bar__minus_4_bar_3_bar_0)
        (pickupable Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88)
        (cleanable Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88)
        (heatable Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88)
        (coolable Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88)
        (isReceptacleObject Cup_bar__plus_00_dot_29_bar__plus_00_dot_31_bar__plus_02_dot_88)
        (objectType Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75 CupType)
        (inReceptacle Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75 Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_02_dot_93)
        (objectAtLocation Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75 loc_bar__minus_7_bar_10_bar_3_bar_0)
        (pickupable Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75)
        (cleanable Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75)
        (heatable Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75)
        (coolable Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75)
        (isReceptacleObject Cup_bar__minus_01_dot_56_bar__plus_01_dot_25_bar__minus_02_dot_75)
        (objectType Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84 CupType)
        (inReceptacle Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84 Cabinet_bar__minus_02_dot_29_bar__plus_01_dot_97_bar__minus_01_dot_33)
        (objectAtLocation Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84 loc_bar__minus_5_bar__minus_5_bar_3_bar__minus_30)
        (pickupable Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84)
        (cleanable Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84)
        (heatable Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84)
        (coolable Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84)
        (isReceptacleObject Cup_bar__minus_02_dot_40_bar__plus_00_dot_12_bar__minus_00_dot_84)
        (objectType Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42 EggType)
        (inReceptacle Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42 CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09)
        (objectAtLocation Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42 loc_bar__minus_1_bar_9_bar_2_bar_30)
        (pickupable Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42)
        (cleanable Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42)
        (heatable Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42)
        (coolable Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42)
        (sliceable Egg_bar__plus_02_dot_15_bar__plus_01_dot_17_bar__plus_00_dot_42)
        (objectType Fork_bar__plus_00_dot_66_bar__plus_00_dot_97_bar__minus_01_dot_00 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_66_bar__plus_00_dot_97_bar__minus_01_dot_00 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03)
        (objectAtLocation Fork_bar__plus_00_dot_66_bar__plus_00_dot_97_bar__minus_01_dot_00 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (pickupable Fork_bar__plus_00_dot_66_bar__plus_00_dot_97_bar__minus_01_dot_00)
        (cleanable Fork_bar__plus_00_dot_66_bar__plus_00_dot_97_bar__minus_01_dot_00)
        (objectType Fork_bar__minus_02_dot_55_bar__plus_01_dot_47_bar__plus_02_dot_20 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_55_bar__plus_01_dot_47_bar__plus_02_dot_20 CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32)
        (objectAtLocation Fork_bar__minus_02_dot_55_bar__plus_01_dot_47_bar__plus_02_dot_20 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (pickupable Fork_bar__minus_02_dot_55_bar__plus_01_dot_47_bar__plus_02_dot_20)
        (cleanable Fork_bar__minus_02_dot_55_bar__plus_01_dot_47_bar__plus_02_dot_20)
        (objectType Kettle_bar__plus_01_dot_25_bar__plus_01_dot_34_bar__plus_00_dot_84 KettleType)
        (inReceptacle Kettle_bar__plus_01_dot_25_bar__plus_01_dot_34_bar__plus_00_dot_84 CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32)
        (objectAtLocation Kettle_bar__plus_01_dot_25_bar__plus_01_dot_34_bar__plus_00_dot_84 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (pickupable Kettle_bar__plus_01_dot_25_bar__plus_01_dot_34_bar__plus_00_dot_84)
        (cleanable Kettle_bar__plus_01_dot_25_bar__plus_01_dot_34_bar__plus_00_dot_84)
        (objectType Kettle_bar__plus_01_dot_92_bar__plus_00_dot_88_bar__minus_02_dot_67 KettleType)
        (inReceptacle Kettle_bar__plus_01_dot_92_bar__plus_00_dot_88_bar__minus_02_dot_67 Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_02_dot_93)
        (objectAtLocation Kettle_bar__plus_01_dot_92_bar__plus_00_dot_88_bar__minus_02_dot_67 loc_bar__minus_7_bar_10_bar_3_bar_0)
        (pickupable Kettle_bar__plus_01_dot_92_bar__plus_00_dot_88_bar__minus_02_dot_67)
        (cleanable Kettle_bar__plus_01_dot_92_bar__plus_00_dot_88_bar__minus_02_dot_67)
        (objectType Lettuce_bar__plus_00_dot_80_bar__plus_00_dot_06_bar__plus_01_dot_43 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_80_bar__plus_00_dot_06_bar__plus_01_dot_43 CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09)
        (objectAtLocation Lettuce_bar__plus_00_dot_80_bar__plus_00_dot_06_bar__plus_01_dot_43 loc_bar__minus_1_bar_9_bar_2_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_80_bar__plus_00_dot_06_bar__plus_01_dot_43)
        (cleanable Lettuce_bar__plus_00_dot_80_bar__plus_00_dot_06_bar__plus_01_dot_43)
        (coolable Lettuce_bar__plus_00_dot_80_bar__plus_00_dot_06_bar__plus_01_dot_43)
        (sliceable Lettuce_bar__plus_00_dot_80_bar__plus_00_dot_06_bar__plus_01_dot_43)
        (objectType Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59 MugType)
        (inReceptacle Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59 Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_02_dot_93)
        (objectAtLocation Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59 loc_bar__minus_7_bar_10_bar_3_bar_0)
        (pickupable Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59)
        (cleanable Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59)
        (heatable Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59)
        (coolable Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59)
        (isReceptacleObject Mug_bar__minus_02_dot_42_bar__plus_00_dot_99_bar__minus_01_dot_59)
        (objectType Spatula_bar__plus_02_dot_31_bar__plus_00_dot_76_bar__plus_00_dot_40 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_31_bar__plus_00_dot_76_bar__plus_00_dot_40 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37)
        (objectAtLocation Spatula_bar__plus_02_dot_31_bar__plus_00_dot_76_bar__plus_00_dot_40 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (pickupable Spatula_bar__plus_02_dot_31_bar__plus_00_dot_76_bar__plus_00_dot_40)
        (cleanable Spatula_bar__plus_02_dot_31_bar__plus_00_dot_76_bar__plus_00_dot_40)
        (objectType Spatula_bar__plus_00_dot_85_bar__plus_01_dot_48_bar__minus_01_dot_33 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_85_bar__plus_01_dot_48_bar__minus_01_dot_33 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37)
        (objectAtLocation Spatula_bar__plus_00_dot_85_bar__plus_01_dot_48_bar__minus_01_dot_33 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (pickupable Spatula_bar__plus_00_dot_85_bar__plus_01_dot_48_bar__minus_01_dot_33)
        (cleanable Spatula_bar__plus_00_dot_85_bar__plus_01_dot_48_bar__minus_01_dot_33)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
