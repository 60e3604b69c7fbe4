(define (problem plan_trial_T00000000_000001_000156)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        KnifeType - otype
        LettuceType - otype
        PotatoType - otype
        SpatulaType - otype
        VaseType - otype
        Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27 - object
        Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91 - object
        Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72 - object
        Bread_bar__plus_00_dot_03_bar__plus_00_dot_74_bar__plus_01_dot_24 - object
        Bread_bar__minus_01_dot_39_bar__plus_00_dot_47_bar__minus_02_dot_31 - object
        CellPhone_bar__plus_01_dot_22_bar__plus_01_dot_13_bar__plus_00_dot_96 - object
        CellPhone_bar__minus_02_dot_40_bar__plus_00_dot_42_bar__minus_01_dot_20 - object
        Lettuce_bar__minus_02_dot_17_bar__plus_00_dot_97_bar__minus_01_dot_05 - object
        Lettuce_bar__plus_02_dot_20_bar__plus_00_dot_12_bar__minus_00_dot_71 - object
        Spatula_bar__plus_00_dot_87_bar__plus_01_dot_01_bar__plus_02_dot_29 - object
        Spatula_bar__minus_01_dot_69_bar__plus_00_dot_28_bar__plus_01_dot_28 - object
        Vase_bar__minus_02_dot_54_bar__plus_00_dot_70_bar__plus_02_dot_45 - object
        Vase_bar__minus_01_dot_73_bar__plus_01_dot_26_bar__plus_00_dot_33 - object
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 - receptacle
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 - receptacle
        Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 - receptacle
        Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 - receptacle
        Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_9_bar_3_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_9_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24)
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (receptacleType Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65)
        (receptacleType Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 loc_bar_0_bar_5_bar_1_bar_0)
        (openable Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (receptacleType Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (receptacleType Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin loc_bar_0_bar__minus_3_bar_3_bar_30)
        (canContain CabinetType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (objectType Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27 Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (objectAtLocation Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27)
        (cleanable Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27)
        (heatable Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27)
        (coolable Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27)
        (sliceable Potato_bar__plus_01_dot_42_bar__plus_00_dot_07_bar__minus_02_dot_27)
        (objectType Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91 Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (objectAtLocation Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91)
        (cleanable Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91)
        (heatable Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91)
        (coolable Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91)
        (sliceable Potato_bar__minus_00_dot_19_bar__plus_00_dot_69_bar__plus_01_dot_91)
        (objectType Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (objectAtLocation Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72)
        (cleanable Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72)
        (heatable Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72)
        (coolable Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72)
        (sliceable Potato_bar__plus_02_dot_76_bar__plus_00_dot_87_bar__minus_00_dot_72)
        (objectType Bread_bar__plus_00_dot_03_bar__plus_00_dot_74_bar__plus_01_dot_24 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_03_bar__plus_00_dot_74_bar__plus_01_dot_24 Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (objectAtLocation Bread_bar__plus_00_dot_03_bar__plus_00_dot_74_bar__plus_01_dot_24 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Bread_bar__plus_00_dot_03_bar__plus_00_dot_74_bar__plus_01_dot_24)
        (heatable Bread_bar__plus_00_dot_03_bar__plus_00_dot_74_bar__plus_01_dot_24)
        (coolable Bread_bar__plus_00_dot_03_bar__plus_00_dot_74_bar__plus_01_dot_24)
        (sliceable Bread_bar__plus_00_dot_03_bar__plus_00_dot_74_bar__plus_01_dot_24)
        (objectType Bread_bar__minus_01_dot_39_bar__plus_00_dot_47_bar__minus_02_dot_31 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_39_bar__plus_00_dot_47_bar__minus_02_dot_31 Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (objectAtLocation Bread_bar__minus_01_dot_39_bar__plus_00_dot_47_bar__minus_02_dot_31 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Bread_bar__minus_01_dot_39_bar__plus_00_dot_47_bar__minus_02_dot_31)
        (heatable Bread_bar__minus_01_dot_39_bar__plus_00_dot_47_bar__minus_02_dot_31)
        (coolable Bread_bar__minus_01_dot_39_bar__plus_00_dot_47_bar__minus_02_dot_31)
        (sliceable Bread_bar__minus_01_dot_39_bar__plus_00_dot_47_bar__minus_02_dot_31)
        (objectType CellPhone_bar__plus_01_dot_22_bar__plus_01_dot_13_bar__plus_00_dot_96 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_22_bar__plus_01_dot_13_bar__plus_00_dot_96 Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (objectAtLocation CellPhone_bar__plus_01_dot_22_bar__plus_01_dot_13_bar__plus_00_dot_96 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_22_bar__plus_01_dot_13_bar__plus_00_dot_96)
        (objectType CellPhone_bar__minus_02_dot_40_bar__plus_00_dot_42_bar__minus_01_dot_20 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_40_bar__plus_00_dot_42_bar__minus_01_dot_20 Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (objectAtLocation CellPhone_bar__minus_02_dot_40_bar__plus_00_dot_42_bar__minus_01_dot_20 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_40_bar__plus_00_dot_42_bar__minus_01_dot_20)
        (objectType Lettuce_bar__minus_02_dot_17_bar__plus_00_dot_97_bar__minus_01_dot_05 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_17_bar__plus_00_dot_97_bar__minus_01_dot_05 Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_02_dot_17_bar__plus_00_dot_97_bar__minus_01_dot_05 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_17_bar__plus_00_dot_97_bar__minus_01_dot_05)
        (cleanable Lettuce_bar__minus_02_dot_17_bar__plus_00_dot_97_bar__minus_01_dot_05)
        (coolable Lettuce_bar__minus_02_dot_17_bar__plus_00_dot_97_bar__minus_01_dot_05)
        (sliceable Lettuce_bar__minus_02_dot_17_bar__plus_00_dot_97_bar__minus_01_dot_05)
        (objectType Lettuce_bar__plus_02_dot_20_bar__plus_00_dot_12_bar__minus_00_dot_71 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_20_bar__plus_00_dot_12_bar__minus_00_dot_71 Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__plus_02_dot_20_bar__plus_00_dot_12_bar__minus_00_dot_71 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_20_bar__plus_00_dot_12_bar__minus_00_dot_71)
        (cleanable Lettuce_bar__plus_02_dot_20_bar__plus_00_dot_12_bar__minus_00_dot_71)
        (coolable Lettuce_bar__plus_02_dot_20_bar__plus_00_dot_12_bar__minus_00_dot_71)
        (sliceable Lettuce_bar__plus_02_dot_20_bar__plus_00_dot_12_bar__minus_00_dot_71)
        (objectType Spatula_bar__plus_00_dot_87_bar__plus_01_dot_01_bar__plus_02_dot_29 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_87_bar__plus_01_dot_01_bar__plus_02_dot_29 Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (objectAtLocation Spatula_bar__plus_00_dot_87_bar__plus_01_dot_01_bar__plus_02_dot_29 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable Spatula_bar__plus_00_dot_87_bar__plus_01_dot_01_bar__plus_02_dot_29)
        (cleanable Spatula_bar__plus_00_dot_87_bar__plus_01_dot_01_bar__plus_02_dot_29)
        (objectType Spatula_bar__minus_01_dot_69_bar__plus_00_dot_28_bar__plus_01_dot_28 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_69_bar__plus_00_dot_28_bar__plus_01_dot_28 Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_01_dot_69_bar__plus_00_dot_28_bar__plus_01_dot_28 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Spatula_bar__minus_01_dot_69_bar__plus_00_dot_28_bar__plus_01_dot_28)
        (cleanable Spatula_bar__minus_01_dot_69_bar__plus_00_dot_28_bar__plus_01_dot_28)
        (objectType Vase_bar__minus_02_dot_54_bar__plus_00_dot_70_bar__plus_02_dot_45 VaseType)
        (inReceptacle Vase_bar__minus_02_dot_54_bar__plus_00_dot_70_bar__plus_02_dot_45 Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24)
        (objectAtLocation Vase_bar__minus_02_dot_54_bar__plus_00_dot_70_bar__plus_02_dot_45 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (pickupable Vase_bar__minus_02_dot_54_bar__plus_00_dot_70_bar__plus_02_dot_45)
        (objectType Vase_bar__minus_01_dot_73_bar__plus_01_dot_26_bar__plus_00_dot_33 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_73_bar__plus_01_dot_26_bar__plus_00_dot_33 Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (objectAtLocation Vase_bar__minus_01_dot_73_bar__plus_01_dot_26_bar__plus_00_dot_33 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Vase_bar__minus_01_dot_73_bar__plus_01_dot_26_bar__plus_00_dot_33)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
