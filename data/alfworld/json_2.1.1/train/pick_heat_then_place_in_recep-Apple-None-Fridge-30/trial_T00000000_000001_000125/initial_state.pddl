(define (problem plan_trial_T00000000_000001_000125)
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
        BreadType - otype
        ButterKnifeType - otype
        GlassbottleType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        PlateType - otype
        TomatoType - otype
        Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06 - object
        Bread_bar__minus_02_dot_95_bar__plus_00_dot_02_bar__plus_02_dot_05 - object
        Bread_bar__minus_01_dot_63_bar__plus_00_dot_61_bar__plus_02_dot_92 - object
        Glassbottle_bar__plus_00_dot_86_bar__plus_01_dot_29_bar__minus_01_dot_13 - object
        Glassbottle_bar__minus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_26 - object
        Kettle_bar__minus_01_dot_47_bar__plus_00_dot_83_bar__plus_02_dot_84 - object
        Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67 - object
        Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46 - object
        Pan_bar__plus_00_dot_55_bar__plus_01_dot_07_bar__plus_01_dot_32 - object
        Pan_bar__minus_02_dot_25_bar__plus_01_dot_35_bar__minus_02_dot_69 - object
        Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09 - object
        Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05 - object
        Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56 - object
        Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08 - object
        Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05 - receptacle
        CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 - receptacle
        CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_57_bar__minus_01_dot_51 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 - receptacle
        Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 - receptacle
        Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar_9_bar__minus_5_bar_1_bar_0 - location
        loc_bar__minus_1_bar_5_bar_3_bar_30 - location
        loc_bar__minus_3_bar_12_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05 loc_bar_9_bar__minus_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05)
        (receptacleType CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_57_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_57_bar__minus_01_dot_51 loc_bar_0_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_57_bar__minus_01_dot_51)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (receptacleType Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (receptacleType Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin loc_bar_10_bar__minus_1_bar_1_bar_30)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (objectType Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06)
        (cleanable Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06)
        (heatable Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06)
        (coolable Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06)
        (sliceable Apple_bar__minus_00_dot_74_bar__plus_00_dot_21_bar__minus_01_dot_06)
        (objectType Bread_bar__minus_02_dot_95_bar__plus_00_dot_02_bar__plus_02_dot_05 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_95_bar__plus_00_dot_02_bar__plus_02_dot_05 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (objectAtLocation Bread_bar__minus_02_dot_95_bar__plus_00_dot_02_bar__plus_02_dot_05 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Bread_bar__minus_02_dot_95_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (heatable Bread_bar__minus_02_dot_95_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (coolable Bread_bar__minus_02_dot_95_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (sliceable Bread_bar__minus_02_dot_95_bar__plus_00_dot_02_bar__plus_02_dot_05)
        (objectType Bread_bar__minus_01_dot_63_bar__plus_00_dot_61_bar__plus_02_dot_92 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_63_bar__plus_00_dot_61_bar__plus_02_dot_92 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Bread_bar__minus_01_dot_63_bar__plus_00_dot_61_bar__plus_02_dot_92 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Bread_bar__minus_01_dot_63_bar__plus_00_dot_61_bar__plus_02_dot_92)
        (heatable Bread_bar__minus_01_dot_63_bar__plus_00_dot_61_bar__plus_02_dot_92)
        (coolable Bread_bar__minus_01_dot_63_bar__plus_00_dot_61_bar__plus_02_dot_92)
        (sliceable Bread_bar__minus_01_dot_63_bar__plus_00_dot_61_bar__plus_02_dot_92)
        (objectType Glassbottle_bar__plus_00_dot_86_bar__plus_01_dot_29_bar__minus_01_dot_13 GlassbottleType)
        (inReceptacle Glassbottle_bar__plus_00_dot_86_bar__plus_01_dot_29_bar__minus_01_dot_13 Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (objectAtLocation Glassbottle_bar__plus_00_dot_86_bar__plus_01_dot_29_bar__minus_01_dot_13 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (pickupable Glassbottle_bar__plus_00_dot_86_bar__plus_01_dot_29_bar__minus_01_dot_13)
        (objectType Glassbottle_bar__minus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_26 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_26 Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05)
        (objectAtLocation Glassbottle_bar__minus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_26 loc_bar_9_bar__minus_5_bar_1_bar_0)
        (pickupable Glassbottle_bar__minus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_26)
        (objectType Kettle_bar__minus_01_dot_47_bar__plus_00_dot_83_bar__plus_02_dot_84 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_47_bar__plus_00_dot_83_bar__plus_02_dot_84 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation Kettle_bar__minus_01_dot_47_bar__plus_00_dot_83_bar__plus_02_dot_84 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Kettle_bar__minus_01_dot_47_bar__plus_00_dot_83_bar__plus_02_dot_84)
        (cleanable Kettle_bar__minus_01_dot_47_bar__plus_00_dot_83_bar__plus_02_dot_84)
        (objectType Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67 MugType)
        (inReceptacle Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67 Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_05)
        (objectAtLocation Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67 loc_bar_9_bar__minus_5_bar_1_bar_0)
        (pickupable Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67)
        (cleanable Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67)
        (heatable Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67)
        (coolable Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67)
        (isReceptacleObject Mug_bar__plus_01_dot_00_bar__plus_00_dot_31_bar__minus_00_dot_67)
        (objectType Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46 MugType)
        (inReceptacle Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46)
        (cleanable Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46)
        (heatable Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46)
        (coolable Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46)
        (isReceptacleObject Mug_bar__minus_00_dot_12_bar__plus_00_dot_20_bar__minus_01_dot_46)
        (objectType Pan_bar__plus_00_dot_55_bar__plus_01_dot_07_bar__plus_01_dot_32 PanType)
        (inReceptacle Pan_bar__plus_00_dot_55_bar__plus_01_dot_07_bar__plus_01_dot_32 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Pan_bar__plus_00_dot_55_bar__plus_01_dot_07_bar__plus_01_dot_32 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Pan_bar__plus_00_dot_55_bar__plus_01_dot_07_bar__plus_01_dot_32)
        (cleanable Pan_bar__plus_00_dot_55_bar__plus_01_dot_07_bar__plus_01_dot_32)
        (coolable Pan_bar__plus_00_dot_55_bar__plus_01_dot_07_bar__plus_01_dot_32)
        (isReceptacleObject Pan_bar__plus_00_dot_55_bar__plus_01_dot_07_bar__plus_01_dot_32)
        (objectType Pan_bar__minus_02_dot_25_bar__plus_01_dot_35_bar__minus_02_dot_69 PanType)
        (inReceptacle Pan_bar__minus_02_dot_25_bar__plus_01_dot_35_bar__minus_02_dot_69 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation Pan_bar__minus_02_dot_25_bar__plus_01_dot_35_bar__minus_02_dot_69 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Pan_bar__minus_02_dot_25_bar__plus_01_dot_35_bar__minus_02_dot_69)
        (cleanable Pan_bar__minus_02_dot_25_bar__plus_01_dot_35_bar__minus_02_dot_69)
        (coolable Pan_bar__minus_02_dot_25_bar__plus_01_dot_35_bar__minus_02_dot_69)
        (isReceptacleObject Pan_bar__minus_02_dot_25_bar__plus_01_dot_35_bar__minus_02_dot_69)
        (objectType Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (objectAtLocation Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09)
        (cleanable Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09)
        (heatable Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09)
        (coolable Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09)
        (isReceptacleObject Plate_bar__plus_01_dot_66_bar__plus_01_dot_18_bar__minus_01_dot_09)
        (objectType Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05)
        (cleanable Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05)
        (heatable Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05)
        (coolable Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05)
        (isReceptacleObject Plate_bar__plus_00_dot_44_bar__plus_00_dot_13_bar__plus_00_dot_05)
        (objectType Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56 CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52)
        (objectAtLocation Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56)
        (cleanable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56)
        (heatable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56)
        (coolable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56)
        (sliceable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_98_bar__minus_01_dot_56)
        (objectType Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08)
        (cleanable Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08)
        (heatable Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08)
        (coolable Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08)
        (sliceable Tomato_bar__minus_01_dot_78_bar__plus_00_dot_87_bar__plus_02_dot_08)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
