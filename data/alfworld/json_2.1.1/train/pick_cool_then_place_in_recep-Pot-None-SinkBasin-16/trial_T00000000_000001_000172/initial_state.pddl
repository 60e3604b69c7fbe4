(define (problem plan_trial_T00000000_000001_000172)
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
        GlassbottleType - otype
        KnifeType - otype
        LadleType - otype
        PlateType - otype
        PotType - otype
        SaltShakerType - otype
        SpatulaType - otype
        SpoonType - otype
        TomatoType - otype
        Pot_bar__plus_02_dot_87_bar__plus_00_dot_97_bar__minus_00_dot_78 - object
        Pot_bar__plus_00_dot_46_bar__plus_00_dot_96_bar__minus_02_dot_38 - object
        Pot_bar__minus_02_dot_21_bar__plus_00_dot_10_bar__plus_01_dot_25 - object
        Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61 - object
        Glassbottle_bar__minus_01_dot_33_bar__plus_00_dot_85_bar__plus_02_dot_18 - object
        Glassbottle_bar__minus_01_dot_43_bar__plus_00_dot_41_bar__plus_01_dot_97 - object
        Ladle_bar__plus_00_dot_25_bar__plus_00_dot_75_bar__minus_01_dot_91 - object
        Ladle_bar__minus_00_dot_95_bar__plus_00_dot_28_bar__plus_01_dot_88 - object
        Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15 - object
        SaltShaker_bar__plus_02_dot_45_bar__plus_01_dot_41_bar__plus_01_dot_32 - object
        Spatula_bar__minus_02_dot_82_bar__plus_01_dot_08_bar__minus_00_dot_71 - object
        Spatula_bar__plus_01_dot_25_bar__plus_00_dot_34_bar__plus_00_dot_39 - object
        Spoon_bar__plus_01_dot_04_bar__plus_00_dot_21_bar__plus_02_dot_89 - object
        Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06 - object
        Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23 - object
        Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62 - receptacle
        Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 - receptacle
        Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 - receptacle
        Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin - receptacle
        loc_bar_0_bar_6_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar__minus_1_bar_3_bar_0 - location
        loc_bar_11_bar__minus_6_bar_2_bar_30 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_7_bar__minus_3_bar_1_bar_30 - location
        loc_bar_9_bar__minus_4_bar_2_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar__minus_6_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 loc_bar_9_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 loc_bar_2_bar_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62)
        (receptacleType Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 loc_bar_0_bar__minus_1_bar_3_bar_0)
        (openable Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (receptacleType Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin loc_bar_0_bar_6_bar_3_bar_30)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Pot_bar__plus_02_dot_87_bar__plus_00_dot_97_bar__minus_00_dot_78 PotType)
        (inReceptacle Pot_bar__plus_02_dot_87_bar__plus_00_dot_97_bar__minus_00_dot_78 Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62)
        (objectAtLocation Pot_bar__plus_02_dot_87_bar__plus_00_dot_97_bar__minus_00_dot_78 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (pickupable Pot_bar__plus_02_dot_87_bar__plus_00_dot_97_bar__minus_00_dot_78)
        (cleanable Pot_bar__plus_02_dot_87_bar__plus_00_dot_97_bar__minus_00_dot_78)
        (coolable Pot_bar__plus_02_dot_87_bar__plus_00_dot_97_bar__minus_00_dot_78)
        (isReceptacleObject Pot_bar__plus_02_dot_87_bar__plus_00_dot_97_bar__minus_00_dot_78)
        (objectType Pot_bar__plus_00_dot_46_bar__plus_00_dot_96_bar__minus_02_dot_38 PotType)
        (inReceptacle Pot_bar__plus_00_dot_46_bar__plus_00_dot_96_bar__minus_02_dot_38 Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (objectAtLocation Pot_bar__plus_00_dot_46_bar__plus_00_dot_96_bar__minus_02_dot_38 loc_bar_0_bar__minus_1_bar_3_bar_0)
        (pickupable Pot_bar__plus_00_dot_46_bar__plus_00_dot_96_bar__minus_02_dot_38)
        (cleanable Pot_bar__plus_00_dot_46_bar__plus_00_dot_96_bar__minus_02_dot_38)
        (coolable Pot_bar__plus_00_dot_46_bar__plus_00_dot_96_bar__minus_02_dot_38)
        (isReceptacleObject Pot_bar__plus_00_dot_46_bar__plus_00_dot_96_bar__minus_02_dot_38)
        (objectType Pot_bar__minus_02_dot_21_bar__plus_00_dot_10_bar__plus_01_dot_25 PotType)
        (inReceptacle Pot_bar__minus_02_dot_21_bar__plus_00_dot_10_bar__plus_01_dot_25 Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (objectAtLocation Pot_bar__minus_02_dot_21_bar__plus_00_dot_10_bar__plus_01_dot_25 loc_bar_0_bar__minus_1_bar_3_bar_0)
        (pickupable Pot_bar__minus_02_dot_21_bar__plus_00_dot_10_bar__plus_01_dot_25)
        (cleanable Pot_bar__minus_02_dot_21_bar__plus_00_dot_10_bar__plus_01_dot_25)
        (coolable Pot_bar__minus_02_dot_21_bar__plus_00_dot_10_bar__plus_01_dot_25)
        (isReceptacleObject Pot_bar__minus_02_dot_21_bar__plus_00_dot_10_bar__plus_01_dot_25)
        (objectType Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61)
        (cleanable Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61)
        (heatable Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61)
        (coolable Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61)
        (sliceable Apple_bar__plus_02_dot_09_bar__plus_00_dot_25_bar__minus_02_dot_61)
        (objectType Glassbottle_bar__minus_01_dot_33_bar__plus_00_dot_85_bar__plus_02_dot_18 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_01_dot_33_bar__plus_00_dot_85_bar__plus_02_dot_18 Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_62)
        (objectAtLocation Glassbottle_bar__minus_01_dot_33_bar__plus_00_dot_85_bar__plus_02_dot_18 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (pickupable Glassbottle_bar__minus_01_dot_33_bar__plus_00_dot_85_bar__plus_02_dot_18)
        (objectType Glassbottle_bar__minus_01_dot_43_bar__plus_00_dot_41_bar__plus_01_dot_97 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_01_dot_43_bar__plus_00_dot_41_bar__plus_01_dot_97 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Glassbottle_bar__minus_01_dot_43_bar__plus_00_dot_41_bar__plus_01_dot_97 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Glassbottle_bar__minus_01_dot_43_bar__plus_00_dot_41_bar__plus_01_dot_97)
        (objectType Ladle_bar__plus_00_dot_25_bar__plus_00_dot_75_bar__minus_01_dot_91 LadleType)
        (inReceptacle Ladle_bar__plus_00_dot_25_bar__plus_00_dot_75_bar__minus_01_dot_91 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62)
        (objectAtLocation Ladle_bar__plus_00_dot_25_bar__plus_00_dot_75_bar__minus_01_dot_91 loc_bar_2_bar_2_bar_3_bar_30)
        (pickupable Ladle_bar__plus_00_dot_25_bar__plus_00_dot_75_bar__minus_01_dot_91)
        (cleanable Ladle_bar__plus_00_dot_25_bar__plus_00_dot_75_bar__minus_01_dot_91)
        (objectType Ladle_bar__minus_00_dot_95_bar__plus_00_dot_28_bar__plus_01_dot_88 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_95_bar__plus_00_dot_28_bar__plus_01_dot_88 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62)
        (objectAtLocation Ladle_bar__minus_00_dot_95_bar__plus_00_dot_28_bar__plus_01_dot_88 loc_bar_2_bar_2_bar_3_bar_30)
        (pickupable Ladle_bar__minus_00_dot_95_bar__plus_00_dot_28_bar__plus_01_dot_88)
        (cleanable Ladle_bar__minus_00_dot_95_bar__plus_00_dot_28_bar__plus_01_dot_88)
        (objectType Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15 Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (objectAtLocation Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15 loc_bar_9_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15)
        (cleanable Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15)
        (heatable Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15)
        (coolable Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15)
        (isReceptacleObject Plate_bar__minus_02_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_15)
        (objectType SaltShaker_bar__plus_02_dot_45_bar__plus_01_dot_41_bar__plus_01_dot_32 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_45_bar__plus_01_dot_41_bar__plus_01_dot_32 Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (objectAtLocation SaltShaker_bar__plus_02_dot_45_bar__plus_01_dot_41_bar__plus_01_dot_32 loc_bar_9_bar__minus_4_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__plus_02_dot_45_bar__plus_01_dot_41_bar__plus_01_dot_32)
        (objectType Spatula_bar__minus_02_dot_82_bar__plus_01_dot_08_bar__minus_00_dot_71 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_82_bar__plus_01_dot_08_bar__minus_00_dot_71 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_02_dot_82_bar__plus_01_dot_08_bar__minus_00_dot_71 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Spatula_bar__minus_02_dot_82_bar__plus_01_dot_08_bar__minus_00_dot_71)
        (cleanable Spatula_bar__minus_02_dot_82_bar__plus_01_dot_08_bar__minus_00_dot_71)
        (objectType Spatula_bar__plus_01_dot_25_bar__plus_00_dot_34_bar__plus_00_dot_39 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_25_bar__plus_00_dot_34_bar__plus_00_dot_39 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62)
        (objectAtLocation Spatula_bar__plus_01_dot_25_bar__plus_00_dot_34_bar__plus_00_dot_39 loc_bar_2_bar_2_bar_3_bar_30)
        (pickupable Spatula_bar__plus_01_dot_25_bar__plus_00_dot_34_bar__plus_00_dot_39)
        (cleanable Spatula_bar__plus_01_dot_25_bar__plus_00_dot_34_bar__plus_00_dot_39)
        (objectType Spoon_bar__plus_01_dot_04_bar__plus_00_dot_21_bar__plus_02_dot_89 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_04_bar__plus_00_dot_21_bar__plus_02_dot_89 Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70)
        (objectAtLocation Spoon_bar__plus_01_dot_04_bar__plus_00_dot_21_bar__plus_02_dot_89 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (pickupable Spoon_bar__plus_01_dot_04_bar__plus_00_dot_21_bar__plus_02_dot_89)
        (cleanable Spoon_bar__plus_01_dot_04_bar__plus_00_dot_21_bar__plus_02_dot_89)
        (objectType Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06)
        (cleanable Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06)
        (heatable Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06)
        (coolable Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06)
        (sliceable Tomato_bar__minus_01_dot_46_bar__plus_01_dot_42_bar__plus_02_dot_06)
        (objectType Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23)
        (cleanable Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23)
        (heatable Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23)
        (coolable Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23)
        (sliceable Tomato_bar__plus_02_dot_18_bar__plus_01_dot_05_bar__minus_01_dot_23)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
