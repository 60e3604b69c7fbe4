(define (problem plan_trial_T00000000_000001_000155)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        MugType - otype
        PlateType - otype
        PotatoType - otype
        TomatoType - otype
        Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97 - object
        Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22 - object
        Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00 - object
        Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81 - object
        Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73 - object
        DishSponge_bar__minus_02_dot_58_bar__plus_00_dot_16_bar__minus_02_dot_76 - object
        Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21 - object
        Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68 - object
        Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00 - object
        Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01 - object
        Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_1_bar_11_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar_9_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar__minus_30 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        loc_bar_9_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar_1_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_9_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 loc_bar_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 loc_bar_3_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 loc_bar__minus_1_bar_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (receptacleType CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 loc_bar_0_bar_9_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (objectType Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97 MugType)
        (inReceptacle Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97)
        (cleanable Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97)
        (heatable Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97)
        (coolable Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97)
        (isReceptacleObject Mug_bar__minus_01_dot_95_bar__plus_01_dot_42_bar__plus_01_dot_97)
        (objectType Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22 MugType)
        (inReceptacle Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22)
        (cleanable Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22)
        (heatable Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22)
        (coolable Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22)
        (isReceptacleObject Mug_bar__plus_01_dot_76_bar__plus_00_dot_55_bar__minus_01_dot_22)
        (objectType Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00 MugType)
        (inReceptacle Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00)
        (cleanable Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00)
        (heatable Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00)
        (coolable Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00)
        (isReceptacleObject Mug_bar__plus_00_dot_57_bar__plus_01_dot_31_bar__plus_01_dot_00)
        (objectType Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81)
        (cleanable Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81)
        (heatable Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81)
        (coolable Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81)
        (sliceable Apple_bar__plus_01_dot_69_bar__plus_00_dot_96_bar__minus_01_dot_81)
        (objectType Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73)
        (cleanable Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73)
        (heatable Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73)
        (coolable Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73)
        (sliceable Apple_bar__plus_02_dot_50_bar__plus_00_dot_97_bar__minus_01_dot_73)
        (objectType DishSponge_bar__minus_02_dot_58_bar__plus_00_dot_16_bar__minus_02_dot_76 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_58_bar__plus_00_dot_16_bar__minus_02_dot_76 Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59)
        (objectAtLocation DishSponge_bar__minus_02_dot_58_bar__plus_00_dot_16_bar__minus_02_dot_76 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (pickupable DishSponge_bar__minus_02_dot_58_bar__plus_00_dot_16_bar__minus_02_dot_76)
        (cleanable DishSponge_bar__minus_02_dot_58_bar__plus_00_dot_16_bar__minus_02_dot_76)
        (objectType Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21 Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (objectAtLocation Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21 loc_bar_1_bar_11_bar_3_bar_30)
        (pickupable Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21)
        (cleanable Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21)
        (heatable Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21)
        (coolable Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21)
        (isReceptacleObject Plate_bar__minus_00_dot_15_bar__plus_00_dot_61_bar__minus_01_dot_21)
        (objectType Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68)
        (cleanable Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68)
        (heatable Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68)
        (coolable Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68)
        (sliceable Potato_bar__plus_00_dot_23_bar__plus_00_dot_30_bar__minus_02_dot_68)
        (objectType Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00)
        (cleanable Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00)
        (heatable Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00)
        (coolable Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00)
        (sliceable Potato_bar__minus_02_dot_66_bar__plus_01_dot_31_bar__plus_02_dot_00)
        (objectType Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01)
        (cleanable Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01)
        (heatable Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01)
        (coolable Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01)
        (sliceable Tomato_bar__plus_01_dot_96_bar__plus_00_dot_48_bar__plus_00_dot_01)
        (objectType Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19)
        (cleanable Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19)
        (heatable Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19)
        (coolable Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19)
        (sliceable Tomato_bar__plus_00_dot_64_bar__plus_00_dot_74_bar__minus_00_dot_19)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
